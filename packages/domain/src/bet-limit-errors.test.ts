import { describe, expect, it } from "vitest";
import { BET_LIMIT_ERROR_CODES, betLimitErrorMessageKey, isBetLimitErrorCode } from "./bet-limit-errors";

describe("bet limit error catalogue", () => {
  it("holds the limit codes as the server spells them and the breaches named by this project", () => {
    expect(BET_LIMIT_ERROR_CODES).toEqual(expect.arrayContaining(["dailyBetLimit", "monthlyLossLimit", "MIN_BET"]));
    expect(BET_LIMIT_ERROR_CODES).toHaveLength(12);
  });

  it("finds the text of a code in any case", () => {
    expect(betLimitErrorMessageKey("weeklyLossLimit")).toBe("error.bet.limit.weeklyLossLimit");
    expect(betLimitErrorMessageKey("max_bet_limit_reached")).toBe("error.bet.limit.MAX_BET_LIMIT_REACHED");
    expect(betLimitErrorMessageKey("unknown")).toBeNull();
  });

  it("tells a bet limit code from any other", () => {
    expect(isBetLimitErrorCode("CHANGE_NOT_ALLOWED")).toBe(true);
    expect(isBetLimitErrorCode("PHONE_ERROR")).toBe(false);
  });
});
