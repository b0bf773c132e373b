import type { PaymentMethod } from "@casino/domain";
import * as v from "valibot";
import { describe, expect, expectTypeOf, it } from "vitest";
import { paymentsBody } from "../test-support/fixtures";
import { depositRequestSchema, paymentsResponseSchema, type PaymentMethodWire } from "./payments";

describe("payment schemas", () => {
  it("reads every payment-method field the spec names", () => {
    const [method] = v.parse(paymentsResponseSchema, paymentsBody).data;
    expect(method).toMatchObject({
      id: 1,
      paymentMethod: "card",
      rawTitle: "VISA",
      thumbnail_url: "visa.svg",
      withdrawalExist: true,
      allowedCountries: ["PT"],
      tagRestrictedCountries: { matched: ["DE"], default: [] },
      isCardForm: true,
    });
  });

  it("gives methods domain's filterPaymentMethods takes, flags sent as 0/1 read as booleans", () => {
    expectTypeOf<PaymentMethodWire>().toExtend<PaymentMethod>();
    const [method] = v.parse(paymentsResponseSchema, { data: [{ id: 2, name: "pix", isActive: 1, hidden: 0 }] }).data;
    expect(method).toMatchObject({ isActive: true, hidden: false });
  });

  it("rejects a method whose country list is not a list", () => {
    const broken = { data: [{ ...paymentsBody.data[0], allowedCountries: "PT" }] };
    expect(v.safeParse(paymentsResponseSchema, broken).success).toBe(false);
  });

  it("refuses a deposit of 0 or less before it is sent", () => {
    expect(v.safeParse(depositRequestSchema, { paymentMethodId: 1, amount: 0, currencyCode: "EUR" }).success).toBe(
      false,
    );
    expect(v.safeParse(depositRequestSchema, { paymentMethodId: 1, amount: 25, currencyCode: "EUR" }).success).toBe(
      true,
    );
  });
});
