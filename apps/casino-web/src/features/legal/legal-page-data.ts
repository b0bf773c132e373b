import "server-only";
import { DEFAULT_LOCALE } from "@casino/i18n";
import { getLocaleContent } from "../../core/i18n";
import type { RequestContext } from "../../core/request-context";
import { readLegalContent } from "./legal-content";
import { sanitizeLegalHtml, type LegalHeading } from "./sanitize-legal-html";

/** A legal page ready to show: its title, when it last changed (worded), its sanitized body and contents. */
export interface LegalPageData {
  title: string;
  updated?: string;
  html: string;
  contents: LegalHeading[];
}

/**
 * The legal document of `slug` in the request's locale, else in English (a brand may translate its
 * legal texts later than its interface), sanitized on the server. `null` when neither the locale
 * nor English has it.
 */
export async function loadLegalPage(
  slug: string,
  { locale, settings, t }: Pick<RequestContext, "locale" | "settings" | "t">,
): Promise<LegalPageData | null> {
  const hash = settings?.cacheControlHash == null ? undefined : String(settings.cacheControlHash);
  let content = readLegalContent((await getLocaleContent(locale, hash)).objects, slug);
  let shownIn = locale;
  if (content === null && locale !== DEFAULT_LOCALE) {
    content = readLegalContent((await getLocaleContent(DEFAULT_LOCALE, hash)).objects, slug);
    shownIn = DEFAULT_LOCALE;
  }
  if (content === null) return null;
  const { html, contents } = sanitizeLegalHtml(content.body);
  const updated =
    content.updated == null
      ? undefined
      : t("legal.updated", {
          DATE: new Intl.DateTimeFormat(shownIn, { dateStyle: "long", timeZone: "UTC" }).format(
            new Date(`${content.updated}T00:00:00Z`),
          ),
        });
  return { title: content.title, html, contents, ...(updated ? { updated } : {}) };
}
