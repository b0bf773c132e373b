import { paletteFor } from "./palettes.ts";
import { escapeXml, fitText, SVG_FONT_FAMILY, svgDocument } from "./svg.ts";

/** Provider logos are 5:2 plates: a monogram disc and the studio's name. */
export const PROVIDER_LOGO_WIDTH = 240;
export const PROVIDER_LOGO_HEIGHT = 96;

const NAME_WIDTH = 134;

/** The studio's initials: the first letters of its first two words ("Fable & Frost" reads "FF"). */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}

/** A provider's logo plate: its palette's gradient, a metal monogram disc, the name in bold. */
export function providerLogoSvg(provider: { slug: string; name: string }): string {
  const palette = paletteFor(provider.slug);
  const name = fitText(provider.name, NAME_WIDTH, [22, 19]);
  const lineHeight = Math.round(name.fontSize * 1.1);
  const firstBaseline = 48 - ((name.lines.length - 1) * lineHeight) / 2 + name.fontSize * 0.35;
  const lines = name.lines
    .map(
      (line, index) =>
        `<text x="92" y="${Math.round(firstBaseline + index * lineHeight)}" font-size="${name.fontSize}">${escapeXml(line)}</text>`,
    )
    .join("");
  const defs =
    `<linearGradient id="plate" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/>` +
    `<stop offset="1" stop-color="${palette.via}"/></linearGradient>` +
    `<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.metalLight}"/>` +
    `<stop offset="1" stop-color="${palette.metalDeep}"/></linearGradient>`;
  const body =
    `<rect width="240" height="96" rx="16" fill="url(#plate)"/>` +
    `<rect x="1.5" y="1.5" width="237" height="93" rx="15" fill="none" stroke="${palette.accent}" stroke-opacity=".45" stroke-width="2"/>` +
    `<circle cx="48" cy="48" r="30" fill="url(#metal)" stroke="rgba(0,0,0,.35)" stroke-width="2"/>` +
    `<circle cx="48" cy="48" r="24" fill="none" stroke="${palette.via}" stroke-opacity=".5" stroke-width="1.5"/>` +
    `<text x="48" y="56" font-family="${SVG_FONT_FAMILY}" font-size="22" font-weight="800" text-anchor="middle" fill="${palette.from}">${escapeXml(initialsOf(provider.name))}</text>` +
    `<g font-family="${SVG_FONT_FAMILY}" font-weight="800" fill="#fff">${lines}</g>`;
  return svgDocument({ width: PROVIDER_LOGO_WIDTH, height: PROVIDER_LOGO_HEIGHT, label: provider.name, defs, body });
}
