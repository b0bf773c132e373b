import { filterPaymentMethods } from "@casino/domain";
import { describe, expect, it } from "vitest";
import { toPaymentMethod } from "./payment-method";

describe("toPaymentMethod", () => {
  it("reads the back end's 0/1 flags, so a method switched off with 0 is not offered", () => {
    const methods = [
      toPaymentMethod({ id: 1, name: "visa", isActive: 1 }),
      toPaymentMethod({ id: 2, name: "skrill", isActive: 0 }),
      toPaymentMethod({ id: 3, name: "paypal", hidden: 1 }),
    ];
    expect(filterPaymentMethods(methods, { countryCode: "MT", currencyCode: "EUR" }).map((method) => method.id)).toEqual([1]);
  });

  it("names a method by its key, else its id, when the back end sent no name", () => {
    expect(toPaymentMethod({ id: 4, paymentMethod: "crypto" }).name).toBe("crypto");
    expect(toPaymentMethod({ id: 5 }).name).toBe("5");
  });
});
