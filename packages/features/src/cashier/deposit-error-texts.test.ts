import { DEPOSIT_ERROR_CODES, DEPOSIT_ERRORS } from "@casino/domain";
import { EN_TEXTS } from "@casino/i18n";
import { describe, expect, it } from "vitest";

/** Words that tell the player what to do next. */
const NEXT_STEP = /\b(please|try|choose|enter|check|verify|see|you can)\b/i;

describe("the deposit error texts", () => {
  it.each(DEPOSIT_ERROR_CODES)("say %s in words with what to do next", (code) => {
    const text = (EN_TEXTS as Record<string, string | undefined>)[DEPOSIT_ERRORS[code].messageKey];
    expect(text).toBeTruthy();
    expect(text).toMatch(NEXT_STEP);
  });
});
