/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** The font stack of every image: system sans-serif faces, since an image cannot load the site's fonts. */
export const SVG_FONT_FAMILY = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

/** A standalone SVG document of `width` × `height`, labelled for assistive technology. */
export function svgDocument(input: {
  width: number;
  height: number;
  label: string;
  defs: string;
  body: string;
}): string {
  const { width, height } = input;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-label="${escapeXml(input.label)}"><title>${escapeXml(input.label)}</title>` +
    `<defs>${input.defs}</defs>${input.body}</svg>`
  );
}

// Bold sans-serif letters average a little over half their size in width.
const BOLD_CHAR_WIDTH_EM = 0.6;

/** About how wide `text` is in a bold sans-serif face at `fontSize`. */
export function estimateTextWidth(text: string, fontSize: number): number {
  return text.length * fontSize * BOLD_CHAR_WIDTH_EM;
}

/** Splits `words` into `lineCount` lines as evenly as it can (by characters), keeping words whole. */
function balancedLines(words: readonly string[], lineCount: number): string[] {
  const total = words.join(" ").length;
  const target = total / lineCount;
  const lines: string[] = [];
  let current = "";
  for (const [index, word] of words.entries()) {
    const wordsLeft = words.length - index;
    const linesLeft = lineCount - lines.length;
    const candidate = current ? `${current} ${word}` : word;
    if (current && candidate.length > target && linesLeft > 1 && wordsLeft >= linesLeft - 1) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  lines.push(current);
  return lines;
}

/** A text laid out to fit a box: its lines and the font size they fit at. */
export interface FittedText {
  lines: string[];
  fontSize: number;
}

/**
 * Lays `text` out in one to `maxFontSizes.length` lines so that it fits `width`, choosing the
 * layout with the largest font (one line when that is as large). `maxFontSizes[i]` caps the font
 * for `i + 1` lines.
 */
export function fitText(text: string, width: number, maxFontSizes: readonly number[]): FittedText {
  const words = text.split(/\s+/).filter((word) => word !== "");
  let best: FittedText = { lines: [text], fontSize: 0 };
  for (const [index, maxFontSize] of maxFontSizes.entries()) {
    const lineCount = index + 1;
    if (lineCount > words.length) break;
    const lines = balancedLines(words, lineCount);
    const longest = Math.max(...lines.map((line) => line.length));
    const fontSize = Math.min(maxFontSize, Math.floor(width / (longest * BOLD_CHAR_WIDTH_EM)));
    if (fontSize > best.fontSize) best = { lines, fontSize };
  }
  return best;
}

/**
 * `<text>` lines centred on `x`, the block's middle at `middleY`. A line estimated wider than
 * `maxWidth` is squeezed to it (`textLength`), so no name runs off a tile whatever the face.
 */
export function centredLines(input: {
  lines: readonly string[];
  x: number;
  middleY: number;
  fontSize: number;
  lineHeight: number;
  maxWidth: number;
  attributes: string;
}): string {
  const { lines, fontSize, lineHeight } = input;
  const firstBaseline = input.middleY - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  return lines
    .map((line, index) => {
      const squeeze =
        estimateTextWidth(line, fontSize) > input.maxWidth
          ? ` textLength="${input.maxWidth}" lengthAdjust="spacingAndGlyphs"`
          : "";
      const y = Math.round(firstBaseline + index * lineHeight);
      return `<text x="${input.x}" y="${y}" font-size="${fontSize}" text-anchor="middle"${squeeze} ${input.attributes}>${escapeXml(line)}</text>`;
    })
    .join("");
}
