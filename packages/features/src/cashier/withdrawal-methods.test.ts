import type { PaymentMethodWire } from "@casino/api-client";
import { describe, expect, it } from "vitest";
import { withdrawalMethodOptions } from "./withdrawal-methods.js";

const base = { isActive: true, hidden: false, withdrawalExist: true, minAmount: 10, maxAmount: 5000 };
const METHODS: PaymentMethodWire[] = [
  { ...base, id: 3, name: "skrill", title: "Skrill" },
  { ...base, id: 8, name: "tether", title: "Tether", isCrypto: true },
  { ...base, id: 14, name: "interac", title: "Interac", withdrawalExist: false },
];

describe("withdrawalMethodOptions", () => {
  it("offers only methods that take withdrawals, capped at the withdrawable balance, with the fields each asks for", () => {
    const options = withdrawalMethodOptions(METHODS, { countryCode: "MT", currencyCode: "EUR" }, 80, (path) => path);
    expect(options.map((option) => [option.title, option.method, option.range])).toEqual([
      ["Skrill", "bank", { min: 10, max: 80 }],
      ["Tether", "crypto", { min: 10, max: 80 }],
    ]);
  });
});
