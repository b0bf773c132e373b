/** Longest banner title shown in the promotions calendar, in characters. */
export const BANNER_TITLE_MAX_CHARS = 35;

const ELLIPSIS = "…";

function graphemes(text: string): string[] {
  // Counting user-perceived characters keeps emoji and accented letters whole when cut.
  const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/**
 * Shortens a text to at most `maxChars` user-perceived characters, ending a cut text with `…`
 * (which counts as one of them). Text that fits is returned unchanged.
 *
 * @example truncateText("Weekend reload", 8) // "Weekend…"
 */
export function truncateText(text: string, maxChars: number): string {
  const parts = graphemes(text);
  if (parts.length <= maxChars) return text;
  if (maxChars <= 0) return "";
  return `${parts
    .slice(0, maxChars - 1)
    .join("")
    .trimEnd()}${ELLIPSIS}`;
}

/**
 * A promotions banner title cut to at most 35 characters, the ellipsis included.
 *
 * @example truncateBannerTitle("Weekend reload bonus: 50% up to 500 EUR") // "Weekend reload bonus: 50% up to 50…"
 */
export function truncateBannerTitle(title: string): string {
  return truncateText(title, BANNER_TITLE_MAX_CHARS);
}
