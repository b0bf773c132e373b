/** The lobby category listing the games the player marked with the heart. */
export const FAVOURITES_CATEGORY = "favourites";

/** The lobby category listing the games the player opened, newest first. */
export const RECENT_CATEGORY = "recent";

/** Lobby categories whose games are the player's own: a guest has none, and the catalogue cannot count them. */
export const PLAYER_GAME_CATEGORIES: readonly string[] = [FAVOURITES_CATEGORY, RECENT_CATEGORY];

/** How many games the player's recent list keeps (the oldest drops off). */
export const RECENT_GAMES_LIMIT = 24;

/**
 * Whether a lobby category lists the player's own games (favourites, recent) rather than the catalogue's.
 *
 * @example isPlayerGameCategory("favourites") // true
 * @example isPlayerGameCategory("slots") // false
 */
export function isPlayerGameCategory(slug: string): boolean {
  return PLAYER_GAME_CATEGORIES.includes(slug);
}

/**
 * The recent games after the player opened `gameId`: it moves to the front (once), and only the
 * newest `limit` stay.
 *
 * @example withRecentGame([3, 7, 9], 7) // [7, 3, 9]
 */
export function withRecentGame(recent: readonly number[], gameId: number, limit = RECENT_GAMES_LIMIT): number[] {
  return [gameId, ...recent.filter((id) => id !== gameId)].slice(0, limit);
}

/**
 * The favourites after the heart of `gameId` was pressed: added at the front when it was not
 * there, removed when it was. The screen shows the answer at once, before the back end confirms.
 *
 * @example toggledFavourites([3, 7], 9) // [9, 3, 7]
 * @example toggledFavourites([3, 7], 3) // [7]
 */
export function toggledFavourites(favourites: readonly number[], gameId: number): number[] {
  return favourites.includes(gameId) ? favourites.filter((id) => id !== gameId) : [gameId, ...favourites];
}
