import { describe, expect, it } from "vitest";
import {
  BET_LIMIT_ERROR_CODES,
  betLimitErrorMessageKey,
  bonusBuyMayLift,
  isBetLimitErrorCode,
} from "./bet-limit-errors";

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

describe("bonusBuyMayLift", () => {
  it("lifts the player's own bet limits, in any case", () => {
    for (const code of ["MAX_BET_LIMIT_REACHED", "maxBetLimit", "dailyBetLimit", "WEEKLYBETLIMIT", "monthlyBetLimit"])
      expect(bonusBuyMayLift(code)).toBe(true);
  });

  it("never lifts a loss limit, the game's bet range, the bonus maximum bet or an unknown code", () => {
    for (const code of [
      "dailyLossLimit",
      "MIN_BET",
      "MAX_BET",
      "BONUS_MAX_BET",
      "CHANGE_NOT_ALLOWED",
      "",
      null,
      undefined,
    ])
      expect(bonusBuyMayLift(code)).toBe(false);
  });
});
