export { LocaleProvider, useLocale } from "./LocaleProvider";
