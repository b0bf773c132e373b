import { createHash, randomBytes } from "node:crypto";
import type { Player } from "../players/player.ts";
import { readPlayer } from "./player-store.ts";
import { integer, text, textOrNull } from "./rows.ts";
import type { Sql } from "./sql.ts";

/**
 * Sessions, by a SHA-256 of their bearer token: the database never holds a token a thief could
 * replay. A session ends (`ended_at`) at logout, on a password change elsewhere, or when a
 * lifetime runs out; ended sessions stay as the login history `lastLogin` reads.
 */
export const SESSIONS_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  ip TEXT NOT NULL,
  ended_at TEXT
);`;

/** The SHA-256 (hex) a token is stored and looked up by. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A session as stored. */
export interface SessionRecord {
  tokenHash: string;
  playerId: number;
  createdAt: string;
  lastSeenAt: string;
  endedAt: string | null;
}

/** Sessions: opened at login and sign-up, ended at logout, on a password change or when a lifetime runs out. */
export class SessionStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** Opens a session; answers its bearer token (256 random bits), which only the caller ever holds. */
  open(playerId: number, ip: string, createdAt: string): string {
    const token = randomBytes(32).toString("base64url");
    this.#sql.run(
      "INSERT INTO sessions (token_hash, player_id, created_at, last_seen_at, ip) VALUES (?, ?, ?, ?, ?)",
      tokenHash(token),
      playerId,
      createdAt,
      createdAt,
      ip,
    );
    return token;
  }

  /** The session stored under `hash` with its player, if it has not ended (lifetimes are checked by the caller). */
  find(hash: string): { session: SessionRecord; player: Player } | undefined {
    const row = this.#sql.get(
      "SELECT players.*, sessions.token_hash, sessions.created_at AS session_created_at, sessions.last_seen_at, sessions.ended_at FROM sessions JOIN players ON players.id = sessions.player_id WHERE sessions.token_hash = ? AND sessions.ended_at IS NULL",
      hash,
    );
    if (!row) return undefined;
    return {
      session: {
        tokenHash: text(row, "token_hash"),
        playerId: integer(row, "id"),
        createdAt: text(row, "session_created_at"),
        lastSeenAt: text(row, "last_seen_at"),
        endedAt: textOrNull(row, "ended_at"),
      },
      player: readPlayer(row),
    };
  }

  /** Records a call on the session (the idle lifetime counts from the last one). */
  touch(hash: string, at: string): void {
    this.#sql.run("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?", at, hash);
  }

  /** Ends one session. */
  end(hash: string, at: string): void {
    this.#sql.run("UPDATE sessions SET ended_at = ? WHERE token_hash = ? AND ended_at IS NULL", at, hash);
  }

  /** Ends every open session of a player but `keep`; answers the hashes it ended. */
  endOthers(playerId: number, keep: string, at: string): string[] {
    const hashes = this.#sql
      .all(
        "SELECT token_hash FROM sessions WHERE player_id = ? AND token_hash <> ? AND ended_at IS NULL",
        playerId,
        keep,
      )
      .map((row) => text(row, "token_hash"));
    for (const hash of hashes) this.end(hash, at);
    return hashes;
  }

  /** The session before the current one (for `lastLogin`). */
  previous(playerId: number): { createdAt: string; ip: string } | undefined {
    const row = this.#sql.get(
      "SELECT created_at, ip FROM sessions WHERE player_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1 OFFSET 1",
      playerId,
    );
    return row ? { createdAt: text(row, "created_at"), ip: text(row, "ip") } : undefined;
  }
}
