import { integer, text } from "./rows.ts";
import type { Sql } from "./sql.ts";

/** Rakeback days players claimed (the days themselves are computed from the clock). */
export const RAKEBACK_CLAIMS_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS rakeback_claims (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  day_date TEXT NOT NULL,
  amount INTEGER NOT NULL,
  paid_at TEXT NOT NULL,
  PRIMARY KEY (player_id, day_date)
);`;

/** A rakeback day the player claimed. */
export interface RakebackClaimRecord {
  dayDate: string;
  /** Minor units of the player's currency. */
  amountMinor: number;
  paidAt: string;
}

/** Rakeback claims. */
export class RakebackStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** The rakeback days a player claimed. */
  claims(playerId: number): RakebackClaimRecord[] {
    return this.#sql
      .all("SELECT day_date, amount, paid_at FROM rakeback_claims WHERE player_id = ?", playerId)
      .map((row) => ({
        dayDate: text(row, "day_date"),
        amountMinor: integer(row, "amount"),
        paidAt: text(row, "paid_at"),
      }));
  }

  /** Records a claim; false when that day was already claimed. */
  addClaim(playerId: number, claim: RakebackClaimRecord): boolean {
    // One statement: two claims of the same day at the same moment cannot both be recorded.
    return (
      this.#sql.change(
        "INSERT INTO rakeback_claims (player_id, day_date, amount, paid_at) VALUES (?, ?, ?, ?) ON CONFLICT (player_id, day_date) DO NOTHING",
        playerId,
        claim.dayDate,
        claim.amountMinor,
        claim.paidAt,
      ) === 1
    );
  }
}
