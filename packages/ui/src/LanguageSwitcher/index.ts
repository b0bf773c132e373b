export { LanguageSwitcher } from "./LanguageSwitcher";
export type { LanguageOption, LanguageSwitcherProps } from "./LanguageSwitcher";
