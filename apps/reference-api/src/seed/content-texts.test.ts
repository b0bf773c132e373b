import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SEED_CONTENT_TEXTS } from "./content-texts.ts";

// The site's static English texts list every key the product uses. They are read as a file, not
// imported: the reference API may only depend on api-client and domain (docs/architecture.md).
const STATIC_TEXTS = new URL("../../../../packages/i18n/src/texts/en.ts", import.meta.url);

function productKeys(): string[] {
  const source = readFileSync(STATIC_TEXTS, "utf8");
  return [...source.matchAll(/^\s*"([^"]+)":/gm)].map((match) => match[1] ?? "");
}

describe("seeded content texts", () => {
  it("serve English and at least two other locales", () => {
    expect(Object.keys(SEED_CONTENT_TEXTS)).toEqual(expect.arrayContaining(["en", "de", "es"]));
  });

  it("carry every key the product uses, in every locale", () => {
    const keys = productKeys();
    expect(keys.length).toBeGreaterThan(100);
    for (const [locale, texts] of Object.entries(SEED_CONTENT_TEXTS)) {
      expect(
        keys.filter((key) => !(key in texts)),
        `missing in ${locale}: run pnpm --filter reference-api sync-texts`,
      ).toEqual([]);
    }
  });

  it("translate the texts the demo shows first", () => {
    for (const locale of ["de", "es"]) {
      const texts = SEED_CONTENT_TEXTS[locale] ?? {};
      expect(texts["rakeback.claim.title"]).not.toBe(SEED_CONTENT_TEXTS.en?.["rakeback.claim.title"]);
      expect(texts["button.log.in"]).not.toBe(SEED_CONTENT_TEXTS.en?.["button.log.in"]);
    }
  });
});

describe("translations", () => {
  it("keep the English placeholders ([AA], [METHOD], ...) and only translate known keys", () => {
    const english = SEED_CONTENT_TEXTS.en ?? {};
    const placeholders = (text: string) =>
      [...text.matchAll(/\[[A-Z_]+\]|\{[A-Za-z_]+\}/g)].map((match) => match[0]).sort();
    for (const locale of ["de", "es"]) {
      for (const [key, text] of Object.entries(SEED_CONTENT_TEXTS[locale] ?? {})) {
        expect(english[key], `${locale} ${key} is not a product key`).toEqual(expect.any(String));
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english[key] ?? ""));
      }
    }
  });
});
