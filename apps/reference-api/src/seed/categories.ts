import { categoryIconPath } from "../assets/asset-paths.ts";

/** A lobby category as `get-full-category-list` lists it in `data.topCategoryList` (its `gameCount` is counted on each call). */
export interface SeedCategory {
  id: number;
  slug: string;
  name: Record<string, string>;
  order: number;
  icon: string;
}

const CATEGORIES: readonly (readonly [string, string, string, string])[] = [
  ["hot", "Hot", "Heiß", "Popular ahora"],
  ["popular", "Popular", "Beliebt", "Populares"],
  ["megaways", "Megaways", "Megaways", "Megaways"],
  ["instant-games", "Instant Games", "Sofortspiele", "Juegos instantáneos"],
  ["live-casino", "Live Games", "Live-Spiele", "Juegos en vivo"],
  ["slots", "Slots", "Slots", "Tragamonedas"],
  ["collections", "Collections", "Sammlungen", "Colecciones"],
  ["providers", "Providers", "Anbieter", "Proveedores"],
  ["winners", "Latest and Top Winners", "Neueste und Top-Gewinner", "Últimos y mejores ganadores"],
  ["favourites", "Favourites", "Favoriten", "Favoritos"],
  ["recent", "Recent", "Zuletzt gespielt", "Recientes"],
];

/** The lobby categories (`docs/features.md`, "Lobby and games"), named in the three seeded locales. */
export const SEED_CATEGORIES: SeedCategory[] = CATEGORIES.map(([slug, en, de, es], index) => ({
  id: index + 1,
  slug,
  name: { en, de, es },
  order: index + 1,
  icon: categoryIconPath(slug),
}));
