import { integer, text } from "./rows.ts";
import type { Sql } from "./sql.ts";

/**
 * The first answer to each money call sent with an `Idempotency-Key`, per player, so a repeat of
 * the same attempt is answered without paying twice (see the README, "Idempotency").
 */
export const IDEMPOTENCY_KEYS_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS idempotency_keys (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (player_id, key)
);`;

/** A stored answer: what the request looked like (its fingerprint), and the status and body answered. */
export interface IdempotentAnswer {
  fingerprint: string;
  status: number;
  body: string;
}

/** Stored first answers by player and key. */
export class IdempotencyStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** The answer stored for a player's key, if any. */
  find(playerId: number, key: string): IdempotentAnswer | undefined {
    const row = this.#sql.get(
      "SELECT fingerprint, status, body FROM idempotency_keys WHERE player_id = ? AND key = ?",
      playerId,
      key,
    );
    return row
      ? { fingerprint: text(row, "fingerprint"), status: integer(row, "status"), body: text(row, "body") }
      : undefined;
  }

  /** Stores the first answer to a key; a key already stored keeps its first answer. */
  add(playerId: number, key: string, answer: IdempotentAnswer, createdAt: string): void {
    this.#sql.run(
      "INSERT INTO idempotency_keys (player_id, key, fingerprint, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (player_id, key) DO NOTHING",
      playerId,
      key,
      answer.fingerprint,
      answer.status,
      answer.body,
      createdAt,
    );
  }

  /** Forgets answers stored before `before` (keys are kept a day). */
  purge(before: string): void {
    this.#sql.run("DELETE FROM idempotency_keys WHERE created_at < ?", before);
  }
}
