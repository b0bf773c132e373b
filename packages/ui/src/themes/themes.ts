/** The themes this package ships, as values of the `data-theme` attribute (`curacao` is the default). */
export const THEMES = ["curacao", "lulu", "wincraft"] as const;

/** One of the shipped themes. A brand's own theme is any other `data-theme` value with its tokens. */
export type Theme = (typeof THEMES)[number];

/** The theme used when the back end names none (`curacao`, the product's default). */
export const DEFAULT_THEME: Theme = "curacao";

/** Whether a value from the back end's settings names a shipped theme. */
export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}
