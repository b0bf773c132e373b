import { integer, text, type Row } from "./rows.ts";
import type { Sql } from "./sql.ts";

/** The bonuses players took, with their wagering. */
export const PLAYER_BONUSES_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS player_bonuses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  bonus_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  amount INTEGER NOT NULL,
  wager_left INTEGER NOT NULL,
  wagered INTEGER NOT NULL DEFAULT 0,
  free_spins_left INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);`;

/** A bonus a player took; money in minor units of the player's currency. */
export interface PlayerBonusRecord {
  id: number;
  playerId: number;
  bonusId: number;
  status: "active" | "availed" | "cancelled";
  amountMinor: number;
  wagerLeftMinor: number;
  wageredMinor: number;
  freeSpinsLeft: number;
  createdAt: string;
  updatedAt: string;
}

function readPlayerBonus(row: Row): PlayerBonusRecord {
  return {
    id: integer(row, "id"),
    playerId: integer(row, "player_id"),
    bonusId: integer(row, "bonus_id"),
    status: text(row, "status") as PlayerBonusRecord["status"],
    amountMinor: integer(row, "amount"),
    wagerLeftMinor: integer(row, "wager_left"),
    wageredMinor: integer(row, "wagered"),
    freeSpinsLeft: integer(row, "free_spins_left"),
    createdAt: text(row, "created_at"),
    updatedAt: text(row, "updated_at"),
  };
}

/** Bonuses taken: activation, wagering, cancel and claim. */
export class PlayerBonusStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** A player's bonuses, newest first. */
  list(playerId: number): PlayerBonusRecord[] {
    return this.#sql
      .all("SELECT * FROM player_bonuses WHERE player_id = ? ORDER BY id DESC", playerId)
      .map(readPlayerBonus);
  }

  /**
   * Records a bonus a player took at `at`: active, with nothing credited, to wager or to spin
   * unless `terms` say otherwise (a deposit bonus waiting for its deposit keeps the defaults).
   * Answers its id.
   */
  add(
    playerId: number,
    bonusId: number,
    at: string,
    terms: Partial<
      Pick<PlayerBonusRecord, "status" | "amountMinor" | "wagerLeftMinor" | "freeSpinsLeft" | "createdAt">
    > = {},
  ): number {
    return this.#sql.run(
      "INSERT INTO player_bonuses (player_id, bonus_id, status, amount, wager_left, wagered, free_spins_left, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?)",
      playerId,
      bonusId,
      terms.status ?? "active",
      terms.amountMinor ?? 0,
      terms.wagerLeftMinor ?? 0,
      terms.freeSpinsLeft ?? 0,
      terms.createdAt ?? at,
      at,
    );
  }

  /** Changes a bonus's status. */
  setStatus(id: number, status: PlayerBonusRecord["status"], updatedAt: string): void {
    this.#sql.run("UPDATE player_bonuses SET status = ?, updated_at = ? WHERE id = ?", status, updatedAt, id);
  }

  /**
   * Ends an active bonus (cancelled or availed) only if it is still active, in one statement;
   * answers false, changing nothing, when another request ended it first.
   */
  endActive(id: number, status: "availed" | "cancelled", updatedAt: string): boolean {
    return (
      this.#sql.change(
        "UPDATE player_bonuses SET status = ?, updated_at = ? WHERE id = ? AND status = 'active'",
        status,
        updatedAt,
        id,
      ) === 1
    );
  }

  /** How many players took a promotion (its participant cap). */
  participants(bonusId: number): number {
    const row = this.#sql.get(
      "SELECT COUNT(DISTINCT player_id) AS total FROM player_bonuses WHERE bonus_id = ?",
      bonusId,
    );
    return row ? integer(row, "total") : 0;
  }

  /** Moves an active bonus's wagering by a bet (minor units). */
  wager(id: number, amountMinor: number, updatedAt: string): void {
    this.#sql.run(
      "UPDATE player_bonuses SET wagered = wagered + ?, wager_left = MAX(wager_left - ?, 0), updated_at = ? WHERE id = ?",
      amountMinor,
      amountMinor,
      updatedAt,
      id,
    );
  }
}
