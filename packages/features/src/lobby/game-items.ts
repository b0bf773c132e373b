import type { Game } from "@casino/api-client";
import { formatPercent } from "@casino/domain";
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
 * A game as a tile shows it: its picture from the back end's assets, its page under the lobby, its
 * RTP written in `locale` (made here, on the server for a lobby, so the tile hydrates without an
 * `Intl` object: docs/performance.md, "The first Intl object").
 *
 * @example toGameItem(game, { lobbyUrl: "/casino", assetUrl: (path) => `https://core.example${path}`, locale: "de" }).rtp // "96,2 %"
 */
export function toGameItem(
  game: Game,
  context: { lobbyUrl: string; assetUrl: (path: string) => string; locale: string },
): GameItem {
  return {
    id: String(game.id),
    name: game.name,
    provider: game.provider ?? "",
    imageUrl: game.thumbnailUrl == null ? "" : context.assetUrl(game.thumbnailUrl),
    href: gamePageUrl(context.lobbyUrl, game.slug),
    ...(game.rtp == null ? {} : { rtp: formatPercent(game.rtp, { locale: context.locale }) }),
    ...(game.badge == null ? {} : { badge: game.badge }),
  };
}
