import { countryFlagPath } from "../assets/asset-paths.ts";

/** A country as `get-all-country` lists it. */
export interface SeedCountry {
  countryId: number;
  code: string;
  name: string;
  phoneCode: string;
  flag: string;
}

const COUNTRIES: readonly (readonly [string, string, string])[] = [
  ["MT", "Malta", "356"],
  ["DE", "Germany", "49"],
  ["AT", "Austria", "43"],
  ["CA", "Canada", "1"],
  ["BR", "Brazil", "55"],
  ["IN", "India", "91"],
  ["TR", "Türkiye", "90"],
  ["FI", "Finland", "358"],
  ["NO", "Norway", "47"],
  ["IE", "Ireland", "353"],
  ["NZ", "New Zealand", "64"],
  ["JP", "Japan", "81"],
  ["MX", "Mexico", "52"],
  ["PL", "Poland", "48"],
  ["PT", "Portugal", "351"],
  ["US", "United States", "1"],
  ["FR", "France", "33"],
  ["NL", "Netherlands", "31"],
  ["GB", "United Kingdom", "44"],
  ["ES", "Spain", "34"],
];

/**
 * The seeded countries with phone codes and flags. A flag is an image address rather than an emoji:
 * a browser without an emoji font (Chromium on a bare Linux) draws an emoji flag as an empty box.
 */
export const SEED_COUNTRIES: SeedCountry[] = COUNTRIES.map(([code, name, phoneCode], index) => ({
  countryId: index + 1,
  code,
  name,
  phoneCode,
  flag: countryFlagPath(code),
}));
