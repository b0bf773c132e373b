import { DE_LEGAL_DOCUMENTS } from "./de.ts";
import { EN_LEGAL_DOCUMENTS } from "./en.ts";
import { ES_LEGAL_DOCUMENTS } from "./es.ts";
import type { SeedLegalDocument } from "./legal-html.ts";

/** The seeded legal documents by locale and slug (`docs/features.md`, "Legal and help pages"). */
export const SEED_LEGAL_DOCUMENTS: Readonly<Record<string, Readonly<Record<string, SeedLegalDocument>>>> = {
  en: EN_LEGAL_DOCUMENTS,
  de: DE_LEGAL_DOCUMENTS,
  es: ES_LEGAL_DOCUMENTS,
};

/**
 * A locale's legal documents as entries of its content document: `object.legal.<slug>`, the
 * structured-content prefix `@casino/i18n` reads (texts keep their plain keys).
 */
export function legalContentEntries(locale: string): Record<string, SeedLegalDocument> {
  return Object.fromEntries(
    Object.entries(SEED_LEGAL_DOCUMENTS[locale] ?? {}).map(([slug, document]) => [`object.legal.${slug}`, document]),
  );
}
