import type { Game } from "@casino/api-client";
import type { GameItem } from "@casino/ui/GameTile";

/** The page of a game, under the lobby (see docs/features.md, "Lobby and games"). */
export function gamePageUrl(lobbyUrl: string, slug: string): string {
  return `${lobbyUrl.replace(/\/+$/, "")}/games/${encodeURIComponent(slug)}`;
}

/** The page where a game is played (`/play/<slug>`): external scripts never load there. */
export function playPageUrl(slug: string): `/${string}` {
  return `/play/${encodeURIComponent(slug)}`;
}

/** The page of a lobby category. */
export function categoryPageUrl(lobbyUrl: string, slug: string): string {
  return `${lobbyUrl.replace(/\/+$/, "")}/${encodeURIComponent(slug)}`;
}

/**
 * A game as a tile shows it: its picture from the back end's assets, its page under the lobby.
 *
 * @example toGameItem(game, { lobbyUrl: "/casino", assetUrl: (path) => `https://core.example${path}` }).href // "/casino/games/book-of-embers"
 */
export function toGameItem(game: Game, context: { lobbyUrl: string; assetUrl: (path: string) => string }): GameItem {
  return {
    id: String(game.id),
    name: game.name,
    provider: game.provider ?? "",
    imageUrl: game.thumbnailUrl == null ? "" : context.assetUrl(game.thumbnailUrl),
    href: gamePageUrl(context.lobbyUrl, game.slug),
    ...(game.rtp == null ? {} : { rtp: game.rtp }),
    ...(game.badge == null ? {} : { badge: game.badge }),
  };
}
