import type { UserDetails } from "@casino/api-client";
import { describe, expect, it } from "vitest";
import { headerBalance } from "./header-balance.js";

const player = { getUser: { userId: 1, currencyCode: "EUR" } } as const;

describe("headerBalance", () => {
  it("shows cash, bonus and total from the wallet in the player's currency", () => {
    const details: UserDetails = { ...player, userWallet: { amount: 240, nonCashAmount: 10, totalAmount: 250 } };
    expect(headerBalance(details)).toEqual({ cash: 240, bonus: 10, total: 250, currencyCode: "EUR", crypto: false });
  });

  it("reads a wallet the back end put inside the user, and a crypto player's currency", () => {
    const details: UserDetails = {
      getUser: { userId: 2, currencyCode: "BTC", userWallet: { amount: 0.5, nonCashAmount: 0, totalAmount: 0.5 } },
      isCrypto: true,
    };
    expect(headerBalance(details)).toEqual({ cash: 0.5, bonus: 0, total: 0.5, currencyCode: "BTC", crypto: true });
  });

  it("shows zero rather than nothing when the wallet is missing", () => {
    expect(headerBalance(player)).toMatchObject({ cash: 0, bonus: 0, total: 0 });
  });
});
