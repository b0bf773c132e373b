import { providerLogoPath } from "../../assets/asset-paths.ts";
import { SEED_GAME_PROVIDERS } from "./game-providers.ts";
import type { SeedGame, SeedGameProviderRow } from "./seed-game.ts";

/** The providers as `get-providers` lists them, by name, with how many of `games` each has. */
export function gameProviderRows(games: readonly SeedGame[]): SeedGameProviderRow[] {
  return SEED_GAME_PROVIDERS.map((provider) => ({
    slug: provider.slug,
    name: provider.name,
    logoUrl: providerLogoPath(provider.slug),
    gameCount: games.filter((game) => game.providerSlug === provider.slug).length,
  })).sort((a, b) => a.name.localeCompare(b.name, "en"));
}
