import { randomBytes } from "node:crypto";
import type { Player } from "../players/player.ts";
import { readPlayer } from "./player-store.ts";
import { text } from "./rows.ts";
import type { Sql } from "./sql.ts";

/** Open sessions, by bearer token. */
export const SESSIONS_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS sessions (
  token TEXT PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  ip TEXT NOT NULL
);`;

/** Sessions: opened at login and sign-up, closed at logout or when a session time limit runs out. */
export class SessionStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** Opens a session; answers its bearer token. */
  open(playerId: number, ip: string, createdAt: string): string {
    const token = randomBytes(32).toString("base64url");
    this.#sql.run(
      "INSERT INTO sessions (token, player_id, created_at, ip) VALUES (?, ?, ?, ?)",
      token,
      playerId,
      createdAt,
      ip,
    );
    return token;
  }

  /** The player a token belongs to, if the session is open. */
  player(token: string): Player | undefined {
    const row = this.#sql.get(
      "SELECT players.* FROM sessions JOIN players ON players.id = sessions.player_id WHERE sessions.token = ?",
      token,
    );
    return row ? readPlayer(row) : undefined;
  }

  /** When the session of `token` started, if it is open. */
  startedAt(token: string): string | undefined {
    const row = this.#sql.get("SELECT created_at FROM sessions WHERE token = ?", token);
    return row ? text(row, "created_at") : undefined;
  }

  /** The session before the current one (for `lastLogin`). */
  previous(playerId: number): { createdAt: string; ip: string } | undefined {
    const row = this.#sql.get(
      "SELECT created_at, ip FROM sessions WHERE player_id = ? ORDER BY created_at DESC LIMIT 1 OFFSET 1",
      playerId,
    );
    return row ? { createdAt: text(row, "created_at"), ip: text(row, "ip") } : undefined;
  }

  /** Closes a session. */
  close(token: string): void {
    this.#sql.run("DELETE FROM sessions WHERE token = ?", token);
  }
}
