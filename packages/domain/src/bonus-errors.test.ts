import { describe, expect, it } from "vitest";
import {
  BONUS_ACTIVATION_ERROR_CODES,
  BONUS_ACTIVATION_ERRORS,
  bonusActivationErrorCode,
  bonusActivationErrorMessageKey,
  bonusErrorReference,
  describeBonusActivationError,
  isBonusActivationErrorCode,
} from "./bonus-errors";

describe("bonus activation error catalogue", () => {
  it("holds the eighteen codes of the spec and this project's unconfirmed burn, each with its text key", () => {
    expect(BONUS_ACTIVATION_ERROR_CODES).toHaveLength(19);
    expect(BONUS_ACTIVATION_ERROR_CODES.at(-1)).toBe("ACTIVE_BONUS_WOULD_BE_CANCELLED");
    for (const code of BONUS_ACTIVATION_ERROR_CODES)
      expect(BONUS_ACTIVATION_ERRORS[code].messageKey).toBe(`error.bonus.${code}`);
  });

  it("treats ADD_TO_CALENDAR as information, the rest as errors", () => {
    expect(BONUS_ACTIVATION_ERROR_CODES.filter((code) => BONUS_ACTIVATION_ERRORS[code].informational)).toEqual([
      "ADD_TO_CALENDAR",
    ]);
  });

  it("explains the window and deposit codes", () => {
    expect(describeBonusActivationError("REGISTRATION_BONUS")?.meaning).toMatch(/after registration/);
    expect(describeBonusActivationError("DEPOSITS_NUMBER2")?.meaning).toMatch(/deposit count/);
    expect(describeBonusActivationError("START_TIME_ERROR")?.meaning).toMatch(/time window/);
  });

  it("tells a bonus activation code, spelled as sent, from any other", () => {
    expect(isBonusActivationErrorCode("CASHBACK_NEED_DEPOSIT")).toBe(true);
    expect(isBonusActivationErrorCode("PHONE_ERROR")).toBe(false);
  });

  it("reads codes in any case and falls back for unknown ones", () => {
    expect(bonusActivationErrorCode(" retry_period ")).toBe("RETRY_PERIOD");
    expect(bonusActivationErrorCode("NEW_CODE")).toBeNull();
    expect(bonusActivationErrorMessageKey("NEW_CODE")).toBe("error.generic.something.went.wrong");
    expect(bonusActivationErrorMessageKey(null)).toBe("error.generic.something.went.wrong");
  });
});

describe("bonusErrorReference", () => {
  it("fills the UNIFIED_ERROR reference with the three ids", () => {
    expect(bonusErrorReference({ promotionId: 12, userId: "u-34", userBonusId: 56 })).toEqual({
      PROMOTION_ID: "12",
      USER_ID: "u-34",
      USER_BONUS_ID: "56",
    });
  });

  it("shows a dash for a missing id", () => {
    expect(bonusErrorReference({ promotionId: 0, userId: null })).toEqual({
      PROMOTION_ID: "0",
      USER_ID: "-",
      USER_BONUS_ID: "-",
    });
  });
});
