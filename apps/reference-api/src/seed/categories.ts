/** A lobby category as `get-full-category-list` lists it in `data.topCategoryList`. */
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
  ["live-games", "Live Games", "Live-Spiele", "Juegos en vivo"],
  ["collections", "Collections", "Sammlungen", "Colecciones"],
  ["providers", "Providers", "Anbieter", "Proveedores"],
  ["winners", "Latest and Top Winners", "Neueste und Top-Gewinner", "Últimos y mejores ganadores"],
  ["favourites", "Favourites", "Favoriten", "Favoritos"],
  ["recent", "Recent", "Zuletzt gespielt", "Recientes"],
];

/** The game lobby categories of spec 001 §2, named in the three seeded locales. */
export const SEED_CATEGORIES: SeedCategory[] = CATEGORIES.map(([slug, en, de, es], index) => ({
  id: index + 1,
  slug,
  name: { en, de, es },
  order: index + 1,
  icon: `/api/core/casino/assets/categories/${slug}.svg`,
}));
