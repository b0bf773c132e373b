/**
 * `@casino/i18n/english`: the static English texts alone (also exported by the core as `EN_TEXTS`),
 * for a site that hands each page its own texts and loads the rest after the page.
 *
 * @example
 * void import("@casino/i18n/english").then(({ EN_TEXTS }) => setFallbackTexts(EN_TEXTS));
 */
export { EN_TEXTS } from "./texts/en";
