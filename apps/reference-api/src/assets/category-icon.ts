import { svgDocument } from "./svg.ts";

/** Category icons are square glyphs on a transparent ground, drawn in a 64 × 64 box. */
export const CATEGORY_ICON_SIZE = 64;

const GLYPHS: Readonly<Record<string, string>> = {
  // A flame.
  hot: `<path d="M33 6c2 10 14 16 14 32a15 15 0 0 1-30 0c0-8 4-13 8-17 0 6 3 10 7 11-3-9-1-18 1-26Z"/>`,
  // A star.
  popular: `<polygon points="32,6 39.6,22.2 57.5,24.3 44.3,36.5 47.8,54.2 32,45.4 16.2,54.2 19.7,36.5 6.5,24.3 24.4,22.2"/>`,
  // A cherry pair: the classic reel symbol.
  slots: `<circle cx="20" cy="44" r="12"/><circle cx="44" cy="46" r="12"/><path d="M20 32C22 18 30 10 42 8M44 34C42 22 40 14 42 8" fill="none" stroke="url(#metal)" stroke-width="4" stroke-linecap="round"/>`,
  // Reels of different heights: many ways to win.
  megaways: `<rect x="8" y="26" width="10" height="30" rx="3"/><rect x="21" y="14" width="10" height="42" rx="3"/><rect x="34" y="20" width="10" height="36" rx="3"/><rect x="47" y="8" width="10" height="48" rx="3"/>`,
  // A lightning bolt.
  "instant-games": `<path d="M36 4 12 36h16l-4 24 26-34H34Z"/>`,
  // A broadcast: live from a studio.
  "live-casino": `<circle cx="32" cy="32" r="8"/><path d="M20 20a17 17 0 0 0 0 24M44 20a17 17 0 0 1 0 24M13 13a27 27 0 0 0 0 38M51 13a27 27 0 0 1 0 38" fill="none" stroke="url(#metal)" stroke-width="5" stroke-linecap="round"/>`,
  // A fan of cards.
  collections: `<rect x="10" y="14" width="26" height="36" rx="4" transform="rotate(-14 23 32)" fill-opacity=".55"/><rect x="20" y="12" width="26" height="38" rx="4" fill-opacity=".8"/><rect x="30" y="14" width="26" height="36" rx="4" transform="rotate(14 43 32)"/>`,
  // Studios: a grid of tiles.
  providers: `<rect x="8" y="8" width="21" height="21" rx="5"/><rect x="35" y="8" width="21" height="21" rx="5"/><rect x="8" y="35" width="21" height="21" rx="5"/><rect x="35" y="35" width="21" height="21" rx="5"/>`,
  // A trophy.
  winners: `<path d="M18 8h28v14a14 14 0 0 1-28 0Z"/><path d="M18 12H8v4a10 10 0 0 0 10 10M46 12h10v4a10 10 0 0 1-10 10" fill="none" stroke="url(#metal)" stroke-width="4"/><rect x="29" y="35" width="6" height="12"/><rect x="20" y="47" width="24" height="8" rx="2"/>`,
  // A heart.
  favourites: `<path d="M32 56S6 40 6 22c0-8 6-14 14-14 5 0 9 3 12 8 3-5 7-8 12-8 8 0 14 6 14 14 0 18-26 34-26 34Z"/>`,
  // A clock.
  recent: `<circle cx="32" cy="32" r="25"/><path d="M32 16v17l11 7" fill="none" stroke="#1b1b2f" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
};

/** Whether a category has its own icon. */
export function hasCategoryIcon(slug: string): boolean {
  return slug in GLYPHS;
}

/** A category's icon: its glyph in warm gold, readable on the dark and the light themes. */
export function categoryIconSvg(slug: string, label: string): string {
  const defs =
    `<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe58a"/>` +
    `<stop offset="1" stop-color="#e09b00"/></linearGradient>`;
  const glyph = GLYPHS[slug] ?? GLYPHS.popular ?? "";
  return svgDocument({
    width: CATEGORY_ICON_SIZE,
    height: CATEGORY_ICON_SIZE,
    label,
    defs,
    body: `<g fill="url(#metal)" stroke="#7a4b00" stroke-opacity=".35" stroke-width="1">${glyph}</g>`,
  });
}
