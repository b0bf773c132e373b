/** Where the brand's images are served (`docs/features.md`, "Lobby and games"): under the core host's assets path. */
export const ASSETS_PATH = "/api/core/casino/assets";

/** A game's tile image. */
export function gameThumbnailPath(slug: string): string {
  return `${ASSETS_PATH}/games/${slug}.svg`;
}

/** A game provider's logo. */
export function providerLogoPath(slug: string): string {
  return `${ASSETS_PATH}/providers/${slug}.svg`;
}

/** A lobby category's icon. */
export function categoryIconPath(slug: string): string {
  return `${ASSETS_PATH}/categories/${slug}.svg`;
}

/** A promotion's banner image. */
export function promotionBannerPath(id: number): string {
  return `${ASSETS_PATH}/promotions/${id}.svg`;
}

/** A country's flag, by its two-letter code (flag-icons names its files in lower case). */
export function countryFlagPath(code: string): string {
  return `${ASSETS_PATH}/flags/${code.toLowerCase()}.svg`;
}
