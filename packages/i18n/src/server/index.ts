import { cache } from "react";
import { toI18nProps, type ContentLoader, type I18nProps } from "../index";

/** Loads the provider props of a locale, once per server request. */
export type I18nPropsLoader = (locale: string, cacheControlHash?: string, debugKeys?: boolean) => Promise<I18nProps>;

/**
 * Wraps a content loader for server components: within one request (React's `cache`), the layout
 * and every page asking for the same locale share one load; across requests the loader's own
 * cache shares the document. Hand the result to `<I18nProvider>` as props.
 *
 * @example
 * // app/i18n.ts (server only)
 * export const getI18nProps = createI18nPropsLoader(createContentLoader({ load: (locale, hash) => api.content.getLocaleTexts({ locale, hash }) }));
 * // app/[locale]/layout.tsx
 * const props = await getI18nProps(locale, settings.cacheControlHash, settings.debugShowTranslationKeys);
 * return <I18nProvider {...props}>{children}</I18nProvider>;
 */
export function createI18nPropsLoader(loadContent: ContentLoader): I18nPropsLoader {
  return cache(async (locale: string, cacheControlHash?: string, debugKeys = false) =>
    toI18nProps(await loadContent(locale, cacheControlHash), debugKeys),
  );
}

export type { I18nProps, Texts } from "../index";
