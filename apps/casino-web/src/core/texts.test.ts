// The domain owns every catalogue and @casino/i18n the English texts; neither may import the
// other, so this is where their agreement is checked: a code without a text, or a text for a
// code no catalogue knows, fails here (see docs/features.md, Error catalogues).
import * as domain from "@casino/domain";
import { CONTENT_CACHE_MAX_ENTRIES, CONTENT_CACHE_TTL_MS, DEFAULT_LOCALE, EN_TEXTS, type Texts } from "@casino/i18n";
import { describe, expect, it } from "vitest";

const englishKeys = Object.keys(EN_TEXTS);

function keysUnder(prefix: string): string[] {
  return englishKeys.filter((key) => key.startsWith(prefix));
}

function withoutText(keys: readonly string[]): string[] {
  const englishTexts: Texts = EN_TEXTS;
  return keys.filter((key) => (englishTexts[key] ?? "").trim() === "");
}

describe.each(domain.ERROR_CATALOGUES.map((catalogue) => [catalogue.group, catalogue] as const))(
  "the %s error catalogue",
  (_group, catalogue) => {
    it("has an English text for every code", () => {
      expect(withoutText(catalogue.codes.map((code: string) => domain.errorTextKey(catalogue, code)))).toEqual([]);
    });
  },
);

describe("the English error texts", () => {
  it("name only codes a catalogue knows", () => {
    const known = new Set(
      domain.ERROR_CATALOGUES.flatMap((catalogue) =>
        catalogue.codes.map((code: string) => domain.errorTextKey(catalogue, code)),
      ),
    );
    expect(keysUnder("error.").filter((key) => !known.has(key))).toEqual([]);
  });
});

describe("the logout reasons", () => {
  it("each have an English text, and no text names an unknown reason", () => {
    const keys = domain.LOGOUT_REASONS.map((reason) => domain.logoutReasonTextKey(reason));
    expect(withoutText(keys)).toEqual([]);
    expect(keysUnder("alert.logout.reason.").filter((key) => !keys.includes(key))).toEqual([]);
  });

  it("have their alerts' titles and messages in English", () => {
    const alerts = domain.LOGOUT_REASONS.map((reason) => domain.logoutAlert(reason));
    expect(withoutText(alerts.flatMap((alert) => [alert.titleKey, alert.messageKey]))).toEqual([]);
  });
});

describe("the deposit outcomes", () => {
  it("each have a modal title and message in English, and no modal text names an unknown outcome", () => {
    const keys = domain.DEPOSIT_OUTCOMES.flatMap((outcome) => Object.values(domain.depositOutcomeTextKeys(outcome)));
    expect(withoutText(keys)).toEqual([]);
    expect(englishKeys.filter((key) => /^modal\.[a-z]+\.deposit\./.test(key) && !keys.includes(key))).toEqual([]);
  });
});

describe("the validation messages", () => {
  it("each have an English text, and no validation text is for a message the domain never gives", () => {
    const keys: string[] = Object.values(domain.VALIDATION_MESSAGES);
    expect(withoutText(keys)).toEqual([]);
    expect(keysUnder(domain.VALIDATION_MESSAGE_PREFIX).filter((key) => !keys.includes(key))).toEqual([]);
  });
});

describe("the other text keys the domain names", () => {
  it("all have English texts", () => {
    expect(
      withoutText([
        ...Object.values(domain.RAKEBACK_CLAIM_TEXT_KEYS),
        ...Object.values(domain.WITHDRAWAL_BLOCKER_MESSAGE_KEYS),
        domain.TRY_AGAIN_TEXT_KEY,
        domain.BONUS_CANCEL_WARNING_KEY,
      ]),
    ).toEqual([]);
  });
});

describe("the facts both leaves carry", () => {
  it("agree: the default locale and the content cache's age and size", () => {
    expect(DEFAULT_LOCALE).toBe(domain.DEFAULT_LOCALE);
    expect(CONTENT_CACHE_TTL_MS).toBe(domain.CONTENT_CACHE_TTL_MS);
    expect(CONTENT_CACHE_MAX_ENTRIES).toBe(domain.CONTENT_CACHE_MAX_ENTRIES);
  });
});
