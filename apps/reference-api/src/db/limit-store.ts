import { integer, text, textOrNull } from "./rows.ts";
import type { Sql } from "./sql.ts";

/**
 * Responsible-gambling limits, one row per kind and period. Money limits are minor units of the
 * player's currency, session time is minutes: integers either way. A loosening waits in
 * `pending_value` (null: a removal) until `pending_until` (see docs/features.md, Limits).
 */
export const LIMITS_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS limits (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  period INTEGER NOT NULL,
  value INTEGER NOT NULL,
  updated_at TEXT NOT NULL,
  pending_value INTEGER,
  pending_until TEXT,
  PRIMARY KEY (player_id, kind, period)
);`;

/** A responsible-gambling limit (kind: bet, loss, deposit, session, winnings; period 0/1/2, or -1 for none). */
export interface LimitRecord {
  kind: string;
  period: number;
  /** Minor units of the player's currency, or minutes for the session time. */
  value: number;
  updatedAt: string;
  /** The value a pending loosening will set, `null` for a pending removal (or nothing pending). */
  pendingValue: number | null;
  /** When the pending loosening applies, or `null` when nothing is pending. */
  pendingUntil: string | null;
}

/** The limits a player set. */
export class LimitStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** A player's limits as stored, by kind and period (pending changes not applied: see `currentLimits`). */
  list(playerId: number): LimitRecord[] {
    return this.#sql
      .all(
        "SELECT kind, period, value, updated_at, pending_value, pending_until FROM limits WHERE player_id = ? ORDER BY kind, period",
        playerId,
      )
      .map((row) => ({
        kind: text(row, "kind"),
        period: integer(row, "period"),
        value: integer(row, "value"),
        updatedAt: text(row, "updated_at"),
        pendingValue: row.pending_value === null ? null : integer(row, "pending_value"),
        pendingUntil: textOrNull(row, "pending_until"),
      }));
  }

  /** Sets a limit at once, replacing the one of the same kind and period and anything pending for it. */
  set(playerId: number, limit: Pick<LimitRecord, "kind" | "period" | "value" | "updatedAt">): void {
    this.#sql.run(
      "INSERT INTO limits (player_id, kind, period, value, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT(player_id, kind, period) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, pending_value = NULL, pending_until = NULL",
      playerId,
      limit.kind,
      limit.period,
      limit.value,
      limit.updatedAt,
    );
  }

  /** Records a loosening of an existing limit to apply at `pendingUntil` (`value` null: a removal). */
  setPending(playerId: number, kind: string, period: number, value: number | null, pendingUntil: string): void {
    this.#sql.run(
      "UPDATE limits SET pending_value = ?, pending_until = ? WHERE player_id = ? AND kind = ? AND period = ?",
      value,
      pendingUntil,
      playerId,
      kind,
      period,
    );
  }

  /** Removes a limit; false when there was none. */
  remove(playerId: number, kind: string, period: number): boolean {
    return (
      this.#sql.change("DELETE FROM limits WHERE player_id = ? AND kind = ? AND period = ?", playerId, kind, period) ===
      1
    );
  }
}
