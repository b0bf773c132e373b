import { integer, text } from "./rows.ts";
import type { Sql } from "./sql.ts";

/** Responsible-gambling limits, one row per kind and period. */
export const LIMITS_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS limits (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  period INTEGER NOT NULL,
  value REAL NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (player_id, kind, period)
);`;

/** A responsible-gambling limit (kind: bet, loss, deposit, session, winnings; period 0/1/2, or -1 for none). */
export interface LimitRecord {
  kind: string;
  period: number;
  value: number;
  updatedAt: string;
}

/** The limits a player set. */
export class LimitStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** A player's limits, by kind and period. */
  list(playerId: number): LimitRecord[] {
    return this.#sql
      .all("SELECT kind, period, value, updated_at FROM limits WHERE player_id = ? ORDER BY kind, period", playerId)
      .map((row) => ({
        kind: text(row, "kind"),
        period: integer(row, "period"),
        value: integer(row, "value"),
        updatedAt: text(row, "updated_at"),
      }));
  }

  /** Sets a limit, replacing the one of the same kind and period. */
  set(playerId: number, limit: LimitRecord): void {
    this.#sql.run(
      "INSERT INTO limits (player_id, kind, period, value, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT(player_id, kind, period) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
      playerId,
      limit.kind,
      limit.period,
      limit.value,
      limit.updatedAt,
    );
  }

  /** Removes a limit; false when there was none. */
  remove(playerId: number, kind: string, period: number): boolean {
    const where = "FROM limits WHERE player_id = ? AND kind = ? AND period = ?";
    if (!this.#sql.exists(`SELECT 1 AS found ${where}`, playerId, kind, period)) return false;
    this.#sql.run(`DELETE ${where}`, playerId, kind, period);
    return true;
  }
}
