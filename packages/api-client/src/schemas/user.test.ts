import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { userDetailsBody } from "../test-support/fixtures";
import { updateUserDetailsRequestSchema, userDetailsResponseSchema } from "./user";

describe("userDetailsResponseSchema", () => {
  it("reads every field the spec names and keeps unknown ones", () => {
    const parsed = v.parse(userDetailsResponseSchema, userDetailsBody);
    expect(parsed.data.getUser.kycStatus).toBe("APPROVED");
    expect(parsed.data.depositCount).toBe(3);
    expect(parsed.data.userLoyaltyLevel?.pointsUntilNextLevel).toBe(50);
    expect(parsed.data.getUser.userLimit?.isSelfExclusionPermanent).toBe(false);
    expect(parsed.data.getUser.favouriteColour).toBe("teal");
  });

  it("reads money sent as a numeric string as a number", () => {
    const parsed = v.parse(userDetailsResponseSchema, userDetailsBody);
    expect(parsed.data.userWallet?.nonCashAmount).toBe(20);
  });

  it("rejects a body without getUser, a user without an id, and money that is not a number", () => {
    expect(v.safeParse(userDetailsResponseSchema, { success: true, data: {} }).success).toBe(false);
    expect(v.safeParse(userDetailsResponseSchema, { data: { getUser: { email: "x@y.co" } } }).success).toBe(false);
    const badMoney = v.safeParse(userDetailsResponseSchema, {
      data: { getUser: { userId: 1 }, userWallet: { amount: "lots" } },
    });
    expect(badMoney.success).toBe(false);
  });

  it("reads the monthly winnings limit, and an unknown shape of it as none", () => {
    const withLimit = {
      data: { getUser: { userId: 1 }, userMonthlyLimit: { amount: 700, won: "120.5", left: 579.5 } },
    };
    expect(v.parse(userDetailsResponseSchema, withLimit).data.userMonthlyLimit).toEqual({
      amount: 700,
      won: 120.5,
      left: 579.5,
    });
    const odd = { data: { getUser: { userId: 1 }, userMonthlyLimit: 700 } };
    expect(v.parse(userDetailsResponseSchema, odd).data.userMonthlyLimit).toBeNull();
  });
});

describe("updateUserDetailsRequestSchema", () => {
  it("takes the profile fields with null for empty ones and the two updateFrom values", () => {
    expect(v.safeParse(updateUserDetailsRequestSchema, { updateFrom: "Update Form", city: null }).success).toBe(true);
    expect(v.safeParse(updateUserDetailsRequestSchema, { updateFrom: "Somewhere", city: "x" }).success).toBe(false);
  });
});
