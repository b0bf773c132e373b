/** Game-list sorting options, in the spec's order. */
export const SORTING_OPTIONS = ["popular", "releaseDate", "name", "rtp", "maxMultiplier", "minBet", "maxBet"] as const;

/** Badges a game tile may carry, in the order a tile shows them. */
export const GAME_BADGES = ["jackpot", "hot", "new"] as const;

/** A badge on a game tile. */
export type GameBadge = (typeof GAME_BADGES)[number];

/** A game-list sorting option (`SORTING_OPTIONS`). */
export type GameSortOption = (typeof SORTING_OPTIONS)[number];

/** The sort a game list uses when none is asked for: the lobby opens on the most popular games. */
export const DEFAULT_GAME_SORT: GameSortOption = "popular";

/**
 * The local-storage key of the player's last chosen sort; its name holds `sort`, so a 403 answer
 * clears it with the token (`storageKeysClearedOnSessionExpiry`).
 */
export const GAME_SORT_STORAGE_KEY = "gameSortBy";

/**
 * The direction of each sorting option, chosen as a player reads it: the most popular, the
 * newest, the highest RTP, multiplier and maximum bet first; names A to Z; the smallest minimum
 * bet first (the cheapest games to try).
 */
export const GAME_SORT_DIRECTIONS: Readonly<Record<GameSortOption, "asc" | "desc">> = {
  popular: "desc",
  releaseDate: "desc",
  name: "asc",
  rtp: "desc",
  maxMultiplier: "desc",
  minBet: "asc",
  maxBet: "desc",
};

/** The fields a game list is sorted and searched by. */
export interface SortableGame {
  name: string;
  provider?: string | null;
  popularity?: number | null;
  /** `yyyy-MM-dd`. */
  releaseDate?: string | null;
  rtp?: number | null;
  maxMultiplier?: number | null;
  minBet?: number | null;
  maxBet?: number | null;
}

/**
 * Whether `value` is one of the spec's sorting options.
 *
 * @example isGameSortOption("rtp") // true
 * @example isGameSortOption("random") // false
 */
export function isGameSortOption(value: unknown): value is GameSortOption {
  return SORTING_OPTIONS.some((option) => option === value);
}

/**
 * Whether `value` is a badge a tile knows how to show.
 *
 * @example isGameBadge("hot") // true
 * @example isGameBadge("exclusive") // false
 */
export function isGameBadge(value: unknown): value is GameBadge {
  return GAME_BADGES.some((badge) => badge === value);
}

function sortValue(game: SortableGame, sort: GameSortOption): number | string | null {
  switch (sort) {
    case "popular":
      return game.popularity ?? null;
    case "releaseDate":
      return game.releaseDate ?? null;
    case "name":
      return game.name;
    default:
      return game[sort] ?? null;
  }
}

// Made on first use: the first Intl object a page makes starts ICU (20 ms or more), which every
// bundle importing this module paid on load, sorting or not (docs/performance.md, "The first Intl object").
let collator: Intl.Collator | undefined;
function nameCollator(): Intl.Collator {
  return (collator ??= new Intl.Collator("en", { sensitivity: "base", numeric: true }));
}

// Names the collator finds equal ("Ace" and "ace") still need one order.
function codeUnitOrder(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * Compares two games for a sorting option, in its direction (`GAME_SORT_DIRECTIONS`). A game
 * without the value sorts after those with it; ties go by name, A to Z, so a list never shuffles
 * between pages.
 *
 * @example [{ name: "B", rtp: 95 }, { name: "A", rtp: 97 }].sort(compareGames("rtp")) // A (97) first
 */
export function compareGames(sort: GameSortOption): (a: SortableGame, b: SortableGame) => number {
  const sign = GAME_SORT_DIRECTIONS[sort] === "asc" ? 1 : -1;
  return (a, b) => {
    const left = sortValue(a, sort);
    const right = sortValue(b, sort);
    if (left !== right) {
      if (left === null) return 1;
      if (right === null) return -1;
      const order =
        typeof left === "number" && typeof right === "number"
          ? left - right
          : sort === "name"
            ? nameCollator().compare(String(left), String(right))
            : // `yyyy-MM-dd` days compare as text.
              codeUnitOrder(String(left), String(right));
      if (order !== 0) return sign * order;
    }
    return nameCollator().compare(a.name, b.name) || codeUnitOrder(a.name, b.name);
  };
}

/**
 * A new list of `games` sorted by `sort` (see {@link compareGames}).
 *
 * @example sortGames(games, "minBet")[0] // the game with the smallest minimum bet
 */
export function sortGames<TGame extends SortableGame>(games: readonly TGame[], sort: GameSortOption): TGame[] {
  return [...games].sort(compareGames(sort));
}

function folded(text: string): string {
  // Case and accents do not matter to a player typing a name: "senor" finds "Señor".
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en");
}

/**
 * Whether a game matches what the player typed: part of its name or of its provider's name,
 * ignoring case, accents and the spaces around the search. An empty search matches every game.
 *
 * @example matchesGameSearch({ name: "Crystal Crown", provider: "Aurora Reels" }, "crown") // true
 * @example matchesGameSearch({ name: "Crystal Crown", provider: "Aurora Reels" }, "AURORA") // true
 */
export function matchesGameSearch(game: Pick<SortableGame, "name" | "provider">, search: string): boolean {
  const wanted = folded(search.trim());
  if (wanted === "") return true;
  return folded(game.name).includes(wanted) || folded(game.provider ?? "").includes(wanted);
}

/**
 * Whether a game may not be played from a country: the country is in the game's restricted list
 * (ignoring case). An unknown country restricts nothing; the site's own country check covers it.
 *
 * @example isGameRestrictedIn({ restrictedCountries: ["DE", "GB"] }, "de") // true
 * @example isGameRestrictedIn({ restrictedCountries: ["DE"] }, null) // false
 */
export function isGameRestrictedIn(
  game: { restrictedCountries?: readonly string[] | null },
  countryCode: string | null | undefined,
): boolean {
  if (!countryCode) return false;
  const wanted = countryCode.toUpperCase();
  return (game.restrictedCountries ?? []).some((code) => code.toUpperCase() === wanted);
}
