import { emblemForName, emblemMarkup } from "./emblems.ts";
import { paletteFor } from "./palettes.ts";
import { pictureDefs, sparkles, sunburst } from "./picture-parts.ts";
import { centredLines, fitText, SVG_FONT_FAMILY, svgDocument } from "./svg.ts";
import { textHash } from "./text-hash.ts";

/** Every tile is 3:4, the same at every size, so a grid's rows line up before the images load. */
export const GAME_THUMBNAIL_WIDTH = 300;
export const GAME_THUMBNAIL_HEIGHT = 400;

const TEXT_WIDTH = 256;

/**
 * A game's tile picture: a rich gradient from the palette its slug hashes to, a sunburst and glow
 * behind an emblem its name suggests, the name in bold and the provider in small capitals.
 */
export function gameThumbnailSvg(game: { slug: string; name: string; provider: string }): string {
  const palette = paletteFor(game.slug);
  const hash = textHash(game.slug);
  const emblem = emblemForName(game.name, hash);
  const title = fitText(game.name, TEXT_WIDTH, [38, 32, 27]);
  const lineHeight = Math.round(title.fontSize * 1.08);
  const body =
    `<rect width="300" height="400" fill="url(#bg)"/>` +
    sunburst(150, 150, 340, hash % 20) +
    `<circle cx="150" cy="146" r="140" fill="url(#glow)"/>` +
    sparkles(hash, 300, 240, 7) +
    `<g transform="translate(76 62) scale(1.48)" filter="url(#lift)">` +
    emblemMarkup(emblem, { metal: "url(#metal)", line: "rgba(0,0,0,.45)", detail: palette.via }) +
    `</g>` +
    `<rect y="222" width="300" height="178" fill="url(#shade)"/>` +
    `<g font-family="${SVG_FONT_FAMILY}" fill="#fff">` +
    centredLines({
      lines: title.lines,
      x: 150,
      middleY: 306,
      fontSize: title.fontSize,
      lineHeight,
      maxWidth: TEXT_WIDTH,
      attributes: `font-weight="800" stroke="rgba(0,0,0,.35)" stroke-width="1" paint-order="stroke"`,
    }) +
    centredLines({
      lines: [game.provider.toUpperCase()],
      x: 150,
      middleY: 374,
      fontSize: 12,
      lineHeight: 12,
      maxWidth: TEXT_WIDTH,
      attributes: `font-weight="700" letter-spacing="2.4" fill="${palette.accent}"`,
    }) +
    `</g>` +
    `<rect x="5" y="5" width="290" height="390" rx="18" fill="none" stroke="${palette.accent}" stroke-opacity=".4" stroke-width="2"/>`;
  return svgDocument({
    width: GAME_THUMBNAIL_WIDTH,
    height: GAME_THUMBNAIL_HEIGHT,
    label: `${game.name} by ${game.provider}`,
    defs: pictureDefs(palette),
    body,
  });
}
