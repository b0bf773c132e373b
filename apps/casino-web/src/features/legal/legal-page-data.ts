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
 * Sanitized bodies by the locale content they were read from and the document's slug. The content
 * cache hands every request the same object for as long as it keeps a locale's content, and the
 * content does not change under it, so a body is sanitized once per load of its content instead of
 * once per request: DOMPurify on jsdom was a third of a legal page's server render (docs/performance.md,
 * "What a server render of `/` costs").
 */
const sanitizedBodies = new WeakMap<object, Map<string, ReturnType<typeof sanitizeLegalHtml>>>();

function sanitizedBody(objects: object, slug: string, body: string): ReturnType<typeof sanitizeLegalHtml> {
  let bySlug = sanitizedBodies.get(objects);
  if (bySlug === undefined) {
    bySlug = new Map();
    sanitizedBodies.set(objects, bySlug);
  }
  let sanitized = bySlug.get(slug);
  if (sanitized === undefined) {
    sanitized = sanitizeLegalHtml(body);
    bySlug.set(slug, sanitized);
  }
  return sanitized;
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
  let { objects } = await getLocaleContent(locale, hash);
  let content = readLegalContent(objects, slug);
  let shownIn = locale;
  if (content === null && locale !== DEFAULT_LOCALE) {
    ({ objects } = await getLocaleContent(DEFAULT_LOCALE, hash));
    content = readLegalContent(objects, slug);
    shownIn = DEFAULT_LOCALE;
  }
  if (content === null) return null;
  const { html, contents } = sanitizedBody(objects, slug, content.body);
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
