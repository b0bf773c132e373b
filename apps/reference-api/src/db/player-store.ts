import type { Player, PlayerProfile } from "../players/player.ts";
import { integer, json, text, type Row } from "./rows.ts";
import type { Sql } from "./sql.ts";

/**
 * Players: who they are (e-mail, password, profile) and their wallet columns, in minor units of
 * the player's currency, moved only by `WalletStore`. The checks are a last line: no statement
 * can leave a balance below zero.
 */
export const PLAYERS_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS players (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  profile TEXT NOT NULL,
  cash INTEGER NOT NULL DEFAULT 0 CHECK (cash >= 0),
  non_cash INTEGER NOT NULL DEFAULT 0 CHECK (non_cash >= 0),
  created_at TEXT NOT NULL
);`;

/** A `players` row as a {@link Player}. */
export function readPlayer(row: Row): Player {
  return {
    id: integer(row, "id"),
    email: text(row, "email"),
    passwordHash: text(row, "password_hash"),
    profile: json<PlayerProfile>(row, "profile"),
    createdAt: text(row, "created_at"),
  };
}

/** What a new player starts with: who they are, and their wallet in minor units. */
export type NewPlayer = Omit<Player, "id"> & { cashMinor: number; nonCashMinor: number };

/** Players and their account data. */
export class PlayerStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** The player with this e-mail (any case), if any. */
  byEmail(email: string): Player | undefined {
    const row = this.#sql.get("SELECT * FROM players WHERE email = ?", email.trim());
    return row ? readPlayer(row) : undefined;
  }

  /** The player who signed up with this username (any case), if any. */
  byUsername(username: string): Player | undefined {
    const row = this.#sql.get(
      "SELECT * FROM players WHERE json_extract(profile, '$.username') = ? COLLATE NOCASE",
      username.trim(),
    );
    return row ? readPlayer(row) : undefined;
  }

  /** The player with this id, if any. */
  byId(id: number): Player | undefined {
    const row = this.#sql.get("SELECT * FROM players WHERE id = ?", id);
    return row ? readPlayer(row) : undefined;
  }

  /** Every player, by id. */
  all(): Player[] {
    return this.#sql.all("SELECT * FROM players ORDER BY id").map(readPlayer);
  }

  /** Creates a player; answers the new id. */
  create(input: NewPlayer): number {
    return this.#sql.run(
      "INSERT INTO players (email, password_hash, profile, cash, non_cash, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      input.email.trim(),
      input.passwordHash,
      JSON.stringify(input.profile),
      input.cashMinor,
      input.nonCashMinor,
      input.createdAt,
    );
  }

  /** Replaces a player's profile. */
  setProfile(playerId: number, profile: PlayerProfile): void {
    this.#sql.run("UPDATE players SET profile = ? WHERE id = ?", JSON.stringify(profile), playerId);
  }

  /** Replaces a player's e-mail. */
  setEmail(playerId: number, email: string): void {
    this.#sql.run("UPDATE players SET email = ? WHERE id = ?", email.trim(), playerId);
  }

  /** Replaces a player's password hash. */
  setPasswordHash(playerId: number, passwordHash: string): void {
    this.#sql.run("UPDATE players SET password_hash = ? WHERE id = ?", passwordHash, playerId);
  }
}
