/** Longest banner title shown in the promotions calendar, in characters. */
export const BANNER_TITLE_MAX_CHARS = 35;

const ELLIPSIS = "…";

/** Printable ASCII: one character is one UTF-16 unit, and no two of them join into one. */
const PLAIN = /^[\x20-\x7e]*$/;

// One segmenter for every call: making one loads ICU's break rules, about 30 ms on a phone the
// first time, and a page of promotion cards used to make one per card (docs/performance.md,
// "Where a page's own script goes").
let segmenter: Intl.Segmenter | undefined;

function graphemes(text: string): string[] {
  // Counting user-perceived characters keeps emoji and accented letters whole when cut.
  if (PLAIN.test(text)) return [...text];
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/**
 * Shortens a text to at most `maxChars` user-perceived characters, ending a cut text with `…`
 * (which counts as one of them). Text that fits is returned unchanged.
 *
 * @example truncateText("Weekend reload", 8) // "Weekend…"
 */
export function truncateText(text: string, maxChars: number): string {
  // No more UTF-16 units than allowed means no more characters: nothing to count.
  if (text.length <= maxChars) return text;
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
