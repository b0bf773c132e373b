import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { userDetailsResponseSchema } from "./schemas/user";
import { userDetailsBody } from "./test-support/fixtures";
import { walletOf } from "./user-wallet";

describe("walletOf", () => {
  it("finds the wallet beside getUser or inside it", () => {
    const beside = v.parse(userDetailsResponseSchema, userDetailsBody).data;
    expect(walletOf(beside)?.totalAmount).toBe(120.5);
    const inside = v.parse(userDetailsResponseSchema, {
      data: { getUser: { userId: 1, userWallet: { amount: 1, nonCashAmount: 0, totalAmount: 1 } } },
    }).data;
    expect(walletOf(inside)?.amount).toBe(1);
  });

  it("answers no wallet when the back end sent none", () => {
    const none = v.parse(userDetailsResponseSchema, { data: { getUser: { userId: 1 } } }).data;
    expect(walletOf(none)).toBeUndefined();
  });
});
