import { addCalendarDays, calendarDayInZone } from "@casino/domain";
import { gameThumbnailPath } from "../../assets/asset-paths.ts";
import { drawGameNumbers } from "./game-numbers.ts";
import { SEED_GAME_PROVIDERS, type GameKind, type SeedGameProvider } from "./game-providers.ts";
import { rankGames } from "./game-rankings.ts";
import { FEATURED_GAMES, TITLE_PATTERNS } from "./game-titles.ts";
import type { SeedGame } from "./seed-game.ts";
import { seededRandom, type SeededRandom } from "./seeded-random.ts";

/** The catalogue's seed: change it and every game changes; keep it and every machine seeds the same games. */
const CATALOGUE_SEED = 20_261_130;

/** How many games of each kind follow the featured ones: 300 games in all. */
const GENERATED_COUNTS: Readonly<Record<GameKind, number>> = { slot: 170, megaways: 38, instant: 40, live: 40 };

/** Countries some games may not be played in (a provider's licences), chosen for a few games. */
const RESTRICTION_SETS: readonly (readonly string[])[] = [["DE"], ["DE", "AT"], ["PL"], ["FI", "NO"], ["CA"]];

/** A game's slug: its name in lower case, words joined by dashes ("Hold & Win" reads "hold-and-win"). */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function providerFor(kind: GameKind, random: SeededRandom): SeedGameProvider {
  return random.pick(SEED_GAME_PROVIDERS.filter((provider) => provider.kinds.includes(kind)));
}

function uniqueTitle(kind: GameKind, random: SeededRandom, taken: Set<string>): string {
  const pick = <T>(list: readonly T[]): T => random.pick(list);
  for (;;) {
    let name = random.pick(TITLE_PATTERNS[kind])(pick);
    // One slot in sixteen carries a progressive jackpot.
    if (kind === "slot" && !name.includes("Jackpot") && random.chance(1 / 16)) name = `${name} Jackpot`;
    if (!taken.has(slugOf(name))) return name;
  }
}

/**
 * The demo catalogue: a dozen featured games, then 288 drawn from a seeded sequence over a dozen
 * providers, with release dates counted back from `now` (so the newest stay new whatever the
 * date), ranked into the lobby's categories and badges. The same `now` gives the same games.
 */
export function generateGames(now: Date): SeedGame[] {
  const random = seededRandom(CATALOGUE_SEED);
  const today = calendarDayInZone(now, "UTC");
  const taken = new Set<string>();
  const drafts: { name: string; provider: SeedGameProvider; kind: GameKind; featured: boolean }[] = [];

  for (const featured of FEATURED_GAMES) {
    const provider = SEED_GAME_PROVIDERS.find((entry) => entry.slug === featured.providerSlug);
    if (!provider) throw new Error(`Featured game ${featured.name} names no known provider`);
    taken.add(slugOf(featured.name));
    drafts.push({ name: featured.name, provider, kind: featured.kind, featured: true });
  }
  for (const [kind, count] of Object.entries(GENERATED_COUNTS) as [GameKind, number][]) {
    for (let index = 0; index < count; index += 1) {
      const name = uniqueTitle(kind, random, taken);
      taken.add(slugOf(name));
      drafts.push({ name, provider: providerFor(kind, random), kind, featured: false });
    }
  }

  const games = drafts.map((draft, index): SeedGame & { kind: GameKind } => {
    const slug = slugOf(draft.name);
    // Featured games lead the popularity list; the rest spread thinly, as real lobbies do.
    const popularity = draft.featured
      ? 9_900 - index * 60 - random.int(0, 40)
      : Math.round(8_800 * random.next() ** 2.2) + random.int(0, 99);
    // Skewed towards recent releases: a lobby's "new" games are many, its classics few.
    const daysAgo = draft.featured ? random.int(20, 700) : Math.floor(random.next() ** 2 * 2_400);
    const restricted = random.chance(0.08) ? [...random.pick(RESTRICTION_SETS)] : undefined;
    return {
      id: index + 1,
      slug,
      name: draft.name,
      provider: draft.provider.name,
      providerSlug: draft.provider.slug,
      thumbnailUrl: gameThumbnailPath(slug),
      categories: [],
      ...drawGameNumbers(draft.kind, random),
      releaseDate: addCalendarDays(today, -daysAgo),
      popularity,
      ...(restricted ? { restrictedCountries: restricted } : {}),
      kind: draft.kind,
    };
  });
  return rankGames(games, today);
}
