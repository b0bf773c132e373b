// Stays in the site (docs/architecture.md, "The apps"): only the legal pages' server loader
// (`legal-page-data.ts`) reads the back end's document, before it is sanitized there.
import * as v from "valibot";

/**
 * A legal document as the back end serves it in a locale's content (`object.legal.<slug>`; see
 * docs/features.md, "Legal and help pages"): its title, when it last changed (an ISO date) and its
 * body as HTML, which the site sanitizes before showing it.
 */
export const legalContentSchema = v.looseObject({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  updated: v.optional(v.nullable(v.pipe(v.string(), v.isoDate()))),
  body: v.pipe(v.string(), v.trim(), v.nonEmpty()),
});

/** A legal document read from the content. */
export type LegalContent = v.InferOutput<typeof legalContentSchema>;

/** The content key of a legal document, without the `object.` prefix. */
export function legalContentKey(slug: string): string {
  return `legal.${slug}`;
}

/**
 * The legal document of `slug` among a locale's content objects, or `null` when the locale has
 * none (or a malformed one).
 *
 * @example readLegalContent({ "legal.aml-policy": { title: "AML policy", body: "<p>…</p>" } }, "aml-policy")?.title // "AML policy"
 */
export function readLegalContent(objects: Readonly<Record<string, unknown>>, slug: string): LegalContent | null {
  const parsed = v.safeParse(legalContentSchema, objects[legalContentKey(slug)]);
  return parsed.success ? parsed.output : null;
}
