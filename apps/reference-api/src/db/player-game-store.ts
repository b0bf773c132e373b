import { integer } from "./rows.ts";
import type { Sql } from "./sql.ts";

/** The games a player marked as favourites or opened (`docs/features.md`, "Favourites and recent games"). */
export const PLAYER_GAMES_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS player_games (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  list TEXT NOT NULL CHECK (list IN ('favourite', 'recent')),
  game_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (player_id, list, game_id)
);`;

/** One of a player's own game lists. */
export type PlayerGameList = "favourite" | "recent";

/** A player's favourite and recent games, each list in its order (newest first). */
export class PlayerGameStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** The game ids of a player's list, in its order. */
  ids(playerId: number, list: PlayerGameList): number[] {
    return this.#sql
      .all("SELECT game_id FROM player_games WHERE player_id = ? AND list = ? ORDER BY position", playerId, list)
      .map((row) => integer(row, "game_id"));
  }

  /** Replaces a player's list with `gameIds` in that order (the domain decides the order and the length). */
  replace(playerId: number, list: PlayerGameList, gameIds: readonly number[]): void {
    this.#sql.change("DELETE FROM player_games WHERE player_id = ? AND list = ?", playerId, list);
    gameIds.forEach((gameId, position) => {
      this.#sql.change(
        "INSERT INTO player_games (player_id, list, game_id, position) VALUES (?, ?, ?, ?)",
        playerId,
        list,
        gameId,
        position,
      );
    });
  }
}
