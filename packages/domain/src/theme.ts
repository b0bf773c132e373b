/** Theme used when the settings name none, or one this site does not have (see docs/features.md, Shell and navigation). */
export const DEFAULT_THEME = "curacao";

/**
 * The theme to draw from the back end's `theme` setting: the setting when it names one of the
 * `available` themes (compared without case or surrounding spaces, since the setting is typed by
 * hand in the back office), else `fallback`. The one place the setting is normalised.
 *
 * @example resolveTheme(" Lulu ", { available: ["curacao", "lulu", "wincraft"] }) // "lulu"
 * @example resolveTheme("neon", { available: ["curacao", "lulu"] }) // "curacao"
 * @example resolveTheme(undefined, { available: ["curacao"], fallback: "lulu" }) // "lulu"
 */
// @__NO_SIDE_EFFECTS__
export function resolveTheme<TTheme extends string>(
  setting: string | null | undefined,
  options: { available: readonly TTheme[]; fallback?: TTheme },
): TTheme | typeof DEFAULT_THEME {
  const wanted = setting?.trim().toLowerCase() ?? "";
  const match = options.available.find((theme) => theme.toLowerCase() === wanted);
  return match ?? options.fallback ?? DEFAULT_THEME;
}
