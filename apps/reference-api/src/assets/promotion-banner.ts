import type { EmblemName } from "./emblems.ts";
import { emblemMarkup } from "./emblems.ts";
import { pictureDefs, sparkles, sunburst } from "./picture-parts.ts";
import { paletteFor } from "./palettes.ts";
import { svgDocument } from "./svg.ts";
import { textHash } from "./text-hash.ts";

/** Promotion banners are 3:1; the left 55 % stays calm and dark for the title the site sets over it. */
export const PROMOTION_BANNER_WIDTH = 1200;
export const PROMOTION_BANNER_HEIGHT = 400;

const EMBLEM_BY_TYPE: Readonly<Record<string, EmblemName>> = {
  deposit: "coins",
  freespins: "wheel",
  no_deposit: "gift",
  instant_cashback: "star",
};

/**
 * A promotion's banner: its palette's gradient, darkened on the left where the site writes the
 * title, and on the right a sunburst, sparkles and the emblem of its bonus type.
 */
export function promotionBannerSvg(promotion: { id: number; name: string; type: string }): string {
  const palette = paletteFor(`promotion-${promotion.id}`);
  const hash = textHash(`promotion-${promotion.id}`);
  const emblem = EMBLEM_BY_TYPE[promotion.type] ?? "star";
  const defs =
    pictureDefs(palette) +
    `<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.from}" stop-opacity=".92"/>` +
    `<stop offset=".45" stop-color="${palette.from}" stop-opacity=".7"/>` +
    `<stop offset=".62" stop-color="${palette.from}" stop-opacity="0"/></linearGradient>`;
  const body =
    `<rect width="1200" height="400" fill="url(#bg)"/>` +
    sunburst(910, 200, 760, hash % 20) +
    `<circle cx="910" cy="200" r="300" fill="url(#glow)"/>` +
    `<circle cx="910" cy="200" r="178" fill="none" stroke="${palette.accent}" stroke-opacity=".3" stroke-width="3"/>` +
    `<circle cx="910" cy="200" r="214" fill="none" stroke="${palette.accent}" stroke-opacity=".14" stroke-width="2" stroke-dasharray="4 10"/>` +
    `<g transform="translate(640 0)">${sparkles(hash, 560, 400, 16)}</g>` +
    `<rect width="1200" height="400" fill="url(#calm)"/>` +
    `<g transform="translate(755 45) scale(3.1)" filter="url(#lift)">` +
    emblemMarkup(emblem, { metal: "url(#metal)", line: "rgba(0,0,0,.45)", detail: palette.via }) +
    `</g>`;
  return svgDocument({
    width: PROMOTION_BANNER_WIDTH,
    height: PROMOTION_BANNER_HEIGHT,
    label: promotion.name,
    defs,
    body,
  });
}
