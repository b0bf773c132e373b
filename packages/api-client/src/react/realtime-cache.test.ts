import { describe, expect, it } from "vitest";
import { applyBalanceToUserDetails, applyNgrChange } from "./realtime-cache";
import type { UserDetails } from "../schemas/user";

const details: UserDetails = {
  getUser: { userId: 1 },
  userWallet: { amount: 10, nonCashAmount: 0, totalAmount: 10, currencyCode: "EUR" },
};

describe("applyBalanceToUserDetails", () => {
  it("sets cash, nonCash and total on the wallet and keeps the rest", () => {
    const next = applyBalanceToUserDetails(details, { cash: 7.5, nonCash: 2, total: 9.5 });
    expect(next.userWallet).toEqual({ amount: 7.5, nonCashAmount: 2, totalAmount: 9.5, currencyCode: "EUR" });
    expect(details.userWallet?.amount).toBe(10);
  });

  it("updates the wallet inside getUser when that is where the back end put it", () => {
    const inside: UserDetails = { getUser: { userId: 1, userWallet: { amount: 1, nonCashAmount: 0, totalAmount: 1 } } };
    expect(applyBalanceToUserDetails(inside, { cash: 3, nonCash: 1, total: 4 }).getUser.userWallet?.totalAmount).toBe(
      4,
    );
  });
});

describe("applyNgrChange", () => {
  it("adds a bet to the ngr and pays the award's percent of it, without float drift", () => {
    const next = applyNgrChange({ ngr: 0.1, payout: 0.01, percent: 10 }, { type: "debit", amount: 0.2 });
    expect(next).toEqual({ ngr: 0.3, payout: 0.03, percent: 10 });
  });

  it("takes a win from the ngr, and pays nothing while the player is ahead", () => {
    expect(applyNgrChange({ ngr: 100, payout: 5, percent: 5 }, { type: "credit", amount: 40 })).toEqual({
      ngr: 60,
      payout: 3,
      percent: 5,
    });
    expect(applyNgrChange({ ngr: 10, payout: 0.5, percent: 5 }, { type: "credit", amount: 40 })?.payout).toBe(0);
  });

  it("leaves a missing award missing", () => {
    expect(applyNgrChange(null, { type: "debit", amount: 5 })).toBeNull();
  });
});
