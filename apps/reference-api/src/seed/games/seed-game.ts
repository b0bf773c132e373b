import type { GameBadge } from "@casino/domain";

/** A game of the catalogue, stored and served as `@casino/api-client`'s `gameSchema` reads it. */
export interface SeedGame {
  id: number;
  slug: string;
  name: string;
  provider: string;
  providerSlug: string;
  thumbnailUrl: string;
  /** Slugs of the lobby categories it is in. */
  categories: string[];
  rtp: number;
  minBet: number;
  maxBet: number;
  maxMultiplier: number;
  bonusCompatible: boolean;
  bonusBuy: boolean;
  demoAvailable: boolean;
  /** `yyyy-MM-dd`. */
  releaseDate: string;
  popularity: number;
  badge?: GameBadge;
  restrictedCountries?: string[];
}

/** A provider as `get-providers` lists it. */
export interface SeedGameProviderRow {
  slug: string;
  name: string;
  logoUrl: string;
  gameCount: number;
}
