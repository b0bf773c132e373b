import { describe, expect, it } from "vitest";
import { legalContentEntries, SEED_LEGAL_DOCUMENTS } from "./legal-documents.ts";

const SLUGS = [
  "terms-and-conditions",
  "privacy-policy",
  "aml-policy",
  "bonus-terms",
  "responsible-gambling",
  "kyc-refund-policy",
  "legal-use-of-website",
];

describe("seeded legal documents", () => {
  it.each(Object.keys(SEED_LEGAL_DOCUMENTS))(
    "give %s every legal and help page, each with several sections",
    (locale) => {
      const documents = SEED_LEGAL_DOCUMENTS[locale] ?? {};
      expect(Object.keys(documents).sort()).toEqual([...SLUGS].sort());
      for (const document of Object.values(documents)) {
        expect(document.body.match(/<h2>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
        expect(document.body).toMatch(/<ul>/);
      }
    },
  );

  it("serve them under the content document's object prefix", () => {
    expect(Object.keys(legalContentEntries("de"))).toContain("object.legal.privacy-policy");
    expect(legalContentEntries("fr")).toEqual({});
  });
});
