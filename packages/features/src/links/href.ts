import type { AppSettings } from "@casino/api-client";
import { resolvePageUrl, type PageKey, type PageUrlOptions } from "@casino/domain";
import { withLocalePrefix } from "@casino/i18n";

/** Where a link of ours goes: a named page of the page URL table, or a fixed path of the site. */
export type LinkTarget = PageKey | `/${string}`;

/** Builds the address of a link in the visitor's locale (see docs/features.md, "Shell and navigation"). */
export type Href = (target: LinkTarget) => string;

/**
 * The page URL table as the back end's settings configure it: its overrides and navigation
 * system; the defaults when the settings name neither.
 *
 * @example pageUrlOptionsOf({ pageUrls: { deposit: "/cashier" } }) // { overrides: { deposit: "/cashier" } }
 */
export function pageUrlOptionsOf(
  settings: Pick<AppSettings, "pageUrls" | "navigationSystem"> | null | undefined,
): PageUrlOptions {
  return {
    ...(settings?.pageUrls == null ? {} : { overrides: settings.pageUrls }),
    ...(settings?.navigationSystem == null ? {} : { navigationSystem: settings.navigationSystem }),
  };
}

/**
 * The one way the site builds its links: a named page is resolved through the page URL table
 * (overrides first, panel navigation), a fixed path is taken as it is, and either is put in the
 * locale (`/de/promotions`; English has no prefix). An address that is not a path of this site
 * (an override to another host) is left alone.
 *
 * @example createHref({ locale: "de", pages: {} })("promotions") // "/de/promotions"
 * @example createHref({ locale: "en", pages: { overrides: { deposit: "/cashier" } } })("deposit") // "/cashier"
 * @example createHref({ locale: "es", pages: {} })("/privacy-policy") // "/es/privacy-policy"
 */
export function createHref({ locale, pages }: { locale: string; pages: PageUrlOptions }): Href {
  return (target) => {
    const url = target.startsWith("/") ? target : resolvePageUrl(target, pages);
    return url.startsWith("/") && !url.startsWith("//") ? withLocalePrefix(url, locale) : url;
  };
}
