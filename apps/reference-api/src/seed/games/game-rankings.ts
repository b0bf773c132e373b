import { calendarDaysBetween, type GameBadge } from "@casino/domain";
import type { GameKind } from "./game-providers.ts";
import { COLLECTION_WORDS } from "./game-titles.ts";
import type { SeedGame } from "./seed-game.ts";

/** The lobby category each kind of game belongs to besides Slots (plain slots are in Slots and the ranked ones). */
const KIND_CATEGORY: Readonly<Record<GameKind, string | null>> = {
  slot: null,
  megaways: "megaways",
  instant: "instant-games",
  live: "live-casino",
};

/** The kinds of game the Slots category holds: every reel game. */
const SLOT_KINDS: ReadonlySet<GameKind> = new Set(["slot", "megaways"]);

/** How many games the ranked categories and badges hold. */
const POPULAR_COUNT = 48;
const HOT_COUNT = 24;
const WINNERS_COUNT = 24;
const HOT_BADGES = 8;
const NEW_BADGES = 12;

function topSlugs<T extends SeedGame>(games: readonly T[], count: number, score: (game: T) => number): Set<string> {
  return new Set(
    games
      .map((game) => ({ game, score: score(game) }))
      .sort((a, b) => b.score - a.score || a.game.id - b.game.id)
      .slice(0, count)
      .map(({ game }) => game.slug),
  );
}

/**
 * Puts each game in its lobby categories and gives the few that earn one a badge:
 * - its kind's category (Megaways, Instant Games, Live Games) and Slots for every reel game;
 * - Popular: the 48 most popular; Hot: the 24 most popular for their age (popularity fading over
 *   about three months); Latest and Top Winners: the 24 with the highest multiplier;
 *   Collections: book, fruit, sevens, bells and jackpot slots;
 * - badges, one at most: `jackpot` for jackpot games, `hot` for the top 8 of Hot, `new` for the
 *   12 newest releases.
 * Favourites, Recent and Providers are per player or per provider, so no game carries them.
 */
export function rankGames(games: readonly (SeedGame & { kind: GameKind })[], today: string): SeedGame[] {
  const ages = new Map(games.map((game) => [game.slug, Math.max(0, calendarDaysBetween(game.releaseDate, today))]));
  const ageInDays = (game: SeedGame) => ages.get(game.slug) ?? 0;
  const trend = (game: SeedGame) => game.popularity / (1 + ageInDays(game) / 90);
  const popular = topSlugs(games, POPULAR_COUNT, (game) => game.popularity);
  const hot = topSlugs(games, HOT_COUNT, trend);
  const hottest = topSlugs(games, HOT_BADGES, trend);
  const winners = topSlugs(games, WINNERS_COUNT, (game) => game.maxMultiplier * 10_000 + game.popularity);
  const newest = topSlugs(games, NEW_BADGES, (game) => -ageInDays(game));

  return games.map(({ kind, ...game }) => {
    const categories = [
      hot.has(game.slug) ? "hot" : null,
      popular.has(game.slug) ? "popular" : null,
      SLOT_KINDS.has(kind) ? "slots" : null,
      KIND_CATEGORY[kind],
      kind === "slot" && COLLECTION_WORDS.test(game.name) ? "collections" : null,
      winners.has(game.slug) ? "winners" : null,
    ].filter((slug): slug is string => slug !== null);
    const badge: GameBadge | null = game.name.includes("Jackpot")
      ? "jackpot"
      : hottest.has(game.slug)
        ? "hot"
        : newest.has(game.slug)
          ? "new"
          : null;
    return { ...game, categories, ...(badge ? { badge } : {}) };
  });
}
