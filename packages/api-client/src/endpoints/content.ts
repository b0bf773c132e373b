import type { HttpCore } from "../core/http-core";
import type { CallOptions } from "../core/request-options";
import { categoryListResponseSchema, localeTextsResponseSchema, scriptsResponseSchema } from "../schemas/content";
import { settingsResponseSchema } from "../schemas/settings";

/** Which visitor segment the scripts are for. */
export type ScriptsQuery = {
  enableAuthUsers: boolean;
  enableDepositors: boolean;
  /** The settings' `cacheControlHash`, so a new set of scripts busts caches. */
  hash?: string | number | undefined;
};

/**
 * Content and configuration calls. Texts and scripts are cacheable: they carry
 * the settings' cache hash in `_`, so no no-cache headers are sent for them.
 */
export function contentEndpoints(core: HttpCore) {
  return {
    /**
     * GET /api/core/casino/locales/{locale}.json?_={hash}: the content texts of a locale, through
     * the core host; `hash` is the settings' `cacheControlHash`, so a new one busts caches.
     */
    getLocaleTexts(query: { locale: string; hash?: string | number | undefined }, options: CallOptions = {}) {
      return core.request({
        endpoint: "locales",
        method: "get",
        schema: localeTextsResponseSchema,
        pathParams: { locale: query.locale },
        searchParams: { _: query.hash },
        cached: true,
        ...options,
      });
    },
    /** GET /api/core/casino/scripts?enableAuthUsers&enableDepositors&_={hash}. */
    getScripts(query: ScriptsQuery, options: CallOptions = {}) {
      return core.request({
        endpoint: "scripts",
        method: "get",
        schema: scriptsResponseSchema,
        searchParams: {
          enableAuthUsers: query.enableAuthUsers,
          enableDepositors: query.enableDepositors,
          _: query.hash,
        },
        cached: true,
        ...options,
      });
    },
    /** GET /api/core/casino/settings2: the app settings; a failure is fatal for the app. */
    getSettings(options: CallOptions = {}) {
      return core.request({ endpoint: "settings", method: "get", schema: settingsResponseSchema, ...options });
    },
    /** GET /api/admin/get-full-category-list?locale: `data.topCategoryList`. */
    getCategoryList(query: { locale: string }, options: CallOptions = {}) {
      return core.request({
        endpoint: "categoryList",
        method: "get",
        schema: categoryListResponseSchema,
        searchParams: { locale: query.locale },
        ...options,
      });
    },
  };
}

/** The content calls of a client. */
export type ContentEndpoints = ReturnType<typeof contentEndpoints>;
