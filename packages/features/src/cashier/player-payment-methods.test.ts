import { describe, expect, it } from "vitest";
import { playerPaymentMethodsQuery } from "./player-payment-methods.js";

describe("playerPaymentMethodsQuery", () => {
  it("reads by the player's currency and country", () => {
    expect(playerPaymentMethodsQuery({ currencyCode: "EUR", countryCode: "MT" })).toEqual({
      currencyCode: "EUR",
      countryCode: "MT",
    });
  });

  it("leaves out what the player has not got, so the read's key is the same wherever it is made", () => {
    expect(playerPaymentMethodsQuery({ currencyCode: null })).toEqual({
      currencyCode: undefined,
      countryCode: undefined,
    });
    expect(playerPaymentMethodsQuery(undefined)).toEqual(playerPaymentMethodsQuery({ countryCode: null }));
  });
});
