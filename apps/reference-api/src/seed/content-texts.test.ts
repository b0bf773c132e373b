import { EN_TEXTS, type Texts } from "@casino/i18n";
import { describe, expect, it } from "vitest";
import { SEED_CONTENT_TEXTS } from "./content-texts.ts";

const TRANSLATED_LOCALES = ["de", "es"] as const;
/** The English table read by any key, as the other locales' tables are. */
const englishTexts: Texts = EN_TEXTS;

// Texts that read the same in German, Spanish and English.
const SAME_IN_EVERY_LANGUAGE = new Set([
  "common.no",
  "reality.clock.time",
  "footer.group.casino",
  "shell.header.balance.bonus",
  "shell.footer.adult",
  "shell.games.rtp",
  "shell.games.badge.jackpot",
  "button.ok",
  "cashback.card.title",
  "nav.cashback",
  "restricted.ip",
]);

function textsOf(locale: string): Readonly<Record<string, string>> {
  const texts = SEED_CONTENT_TEXTS[locale];
  if (!texts) throw new Error(`no seeded texts for ${locale}`);
  return texts;
}

describe("seeded content texts", () => {
  it("serve @casino/i18n's English texts as they are", () => {
    expect(SEED_CONTENT_TEXTS.en).toBe(EN_TEXTS);
  });

  it.each(TRANSLATED_LOCALES)(
    "give %s exactly the keys of the English texts, none missing and none extra",
    (locale) => {
      const keys = Object.keys(textsOf(locale));
      const english = Object.keys(EN_TEXTS);
      expect({
        missing: english.filter((key) => !keys.includes(key)),
        extra: keys.filter((key) => !english.includes(key)),
      }).toEqual({ missing: [], extra: [] });
    },
  );

  it.each(TRANSLATED_LOCALES)("translate every %s text but the few that read the same in every language", (locale) => {
    const texts = textsOf(locale);
    const untranslated = Object.keys(EN_TEXTS).filter(
      (key) => texts[key] === englishTexts[key] && !SAME_IN_EVERY_LANGUAGE.has(key),
    );
    expect(untranslated).toEqual([]);
  });

  it.each(TRANSLATED_LOCALES)("keep the English placeholders ([AA], {hotkey}, ...) in every %s text", (locale) => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\[[A-Z_]+\]|\{[A-Za-z_]+\}/g)].map((match) => match[0]).sort();
    const texts = textsOf(locale);
    const broken = Object.keys(EN_TEXTS).filter(
      (key) => placeholders(texts[key] ?? "").join() !== placeholders(englishTexts[key] ?? "").join(),
    );
    expect(broken).toEqual([]);
  });
});
