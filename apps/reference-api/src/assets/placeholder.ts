import { escapeXml, svgDocument } from "./svg.ts";

/** A labelled placeholder for an asset the stand-in has no picture of (a payment method's logo, ...). */
export function placeholderSvg(name: string): string {
  const label = name.replace(/[^\w -]/g, "").slice(0, 24);
  return svgDocument({
    width: 320,
    height: 180,
    label,
    defs: "",
    body:
      `<rect width="320" height="180" fill="#1f2a44"/>` +
      `<text x="160" y="96" font-family="sans-serif" font-size="20" fill="#f5c542" text-anchor="middle">${escapeXml(label)}</text>`,
  });
}
