/** One legal or help page: its path (`/<slug>`), the text key of its name and its footer group. */
export interface LegalDocumentEntry {
  readonly slug: string;
  readonly label: string;
  readonly group: "legal" | "help";
}

/**
 * The legal and help pages of the menu's static data (see docs/features.md, "Legal and help
 * pages"). Each is a content document of the back end (`object.legal.<slug>` in a locale's texts),
 * shown at `/<slug>` and linked from the footer.
 */
export const LEGAL_DOCUMENTS: readonly LegalDocumentEntry[] = [
  { slug: "terms-and-conditions", label: "nav.terms", group: "legal" },
  { slug: "privacy-policy", label: "nav.privacy", group: "legal" },
  { slug: "aml-policy", label: "nav.aml", group: "legal" },
  { slug: "bonus-terms", label: "nav.bonus.terms", group: "legal" },
  { slug: "responsible-gambling", label: "nav.responsible.gambling", group: "help" },
  { slug: "kyc-refund-policy", label: "nav.kyc.refund", group: "help" },
  { slug: "legal-use-of-website", label: "nav.legal.use", group: "help" },
];

/**
 * The legal document of a slug, or `undefined` for none.
 *
 * @example legalDocument("aml-policy")?.label // "nav.aml"
 */
export function legalDocument(slug: string): LegalDocumentEntry | undefined {
  return LEGAL_DOCUMENTS.find((entry) => entry.slug === slug);
}
