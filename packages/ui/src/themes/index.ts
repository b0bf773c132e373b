export { DEFAULT_THEME, isTheme, THEMES } from "./themes";
export type { Theme } from "./themes";
