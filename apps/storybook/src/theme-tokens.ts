/** The design tokens one block of the theme stylesheet declares. */
export interface TokenBlock {
  /** The theme the block belongs to, or `"shared"` for the tokens every theme starts from. */
  theme: string;
  tokens: { name: string; value: string }[];
}

const BLOCK = /([^{}]+)\{([^{}]*)\}/g;
// An at-rule with its nested blocks (the reduced-motion overrides), one level deep.
const AT_RULE = /@[^{]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;
const DECLARATION = /(--casino-[\w-]+)\s*:\s*([^;]+);/g;

function themeOfSelector(selector: string): string | undefined {
  const named = /\[data-theme="([\w-]+)"\]/.exec(selector);
  if (named?.[1]) return named[1];
  return /\[data-theme\]/.test(selector) ? "shared" : undefined;
}

/**
 * Reads the token blocks out of `@casino/ui`'s `themes.css`, so the Introduction page lists
 * the tokens of each theme as the stylesheet has them (never a copy that drifts).
 * Blocks without tokens and at-rules (reduced motion) are left out.
 */
export function parseThemeTokens(css: string): TokenBlock[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "").replace(AT_RULE, "");
  const blocks: TokenBlock[] = [];
  for (const [, selector = "", body = ""] of withoutComments.matchAll(BLOCK)) {
    const theme = themeOfSelector(selector);
    if (theme === undefined) continue;
    const tokens = [...body.matchAll(DECLARATION)].map(([, name = "", value = ""]) => ({ name, value: value.trim() }));
    if (tokens.length === 0) continue;
    const existing = blocks.find((block) => block.theme === theme);
    if (existing) existing.tokens.push(...tokens);
    else blocks.push({ theme, tokens });
  }
  return blocks;
}
