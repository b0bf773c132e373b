import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { withdrawalFormSchema } from "./withdrawal-form";
import type { WithdrawalMethod } from "./withdrawal-form";

function issues(method: WithdrawalMethod, values: Record<string, unknown>, range?: { min?: number; max?: number }) {
  const result = v.safeParse(withdrawalFormSchema(method, { range }), values);
  const byField: Record<string, string> = {};
  for (const issue of result.issues ?? []) byField[v.getDotPath(issue) ?? ""] ??= issue.message;
  return byField;
}

const bank = {
  amount: "100",
  beneficiaryName: "Ann Lee",
  accountNumber: "001234567890",
  email: "ann@example.com",
  bankCode: "HDFC0001234",
};

describe("bank and netbanking withdrawals", () => {
  it("accept a complete bank transfer without bank name, branch or address", () => {
    expect(issues("bank", bank)).toEqual({});
  });

  it("require full name, account number and a valid e-mail", () => {
    expect(issues("bank", { ...bank, beneficiaryName: " ", accountNumber: "", email: "ann@x" })).toEqual({
      beneficiaryName: "form.validation.invalid.required",
      accountNumber: "form.validation.invalid.required",
      email: "form.validation.invalid.format",
    });
  });

  it("take a bank code of 8 to 15 characters", () => {
    expect(issues("bank", { ...bank, bankCode: "HDFC000" })).toEqual({ bankCode: "form.validation.invalid.bank.code" });
    expect(issues("bank", { ...bank, bankCode: "HDFC0001" })).toEqual({});
    expect(issues("bank", { ...bank, bankCode: "HDFC00012345678" })).toEqual({});
    expect(issues("bank", { ...bank, bankCode: "HDFC000123456789" })).toEqual({
      bankCode: "form.validation.invalid.bank.code",
    });
    expect(issues("bank", { ...bank, bankCode: "" })).toEqual({ bankCode: "form.validation.invalid.required" });
  });

  it("need the bank name for netbanking only", () => {
    expect(issues("netbanking", bank)).toEqual({ bankName: "form.validation.invalid.required" });
    expect(issues("netbanking", { ...bank, bankName: "HDFC Bank" })).toEqual({});
  });
});

describe("UPI withdrawals", () => {
  it("need a valid UPI ID", () => {
    expect(issues("upi", { amount: 100, upiId: "ann.lee@okhdfcbank" })).toEqual({});
    expect(issues("upi", { amount: 100, upiId: "" })).toEqual({ upiId: "form.validation.invalid.required" });
    for (const upiId of ["ann", "ann@", "@okbank", "ann lee@okbank", "ann@ok.bank"]) {
      expect(issues("upi", { amount: 100, upiId })).toEqual({ upiId: "form.validation.invalid.upi" });
    }
  });
});

describe("crypto withdrawals", () => {
  it("need wallet address, amount and network", () => {
    expect(
      issues("crypto", {
        amount: "0.005",
        walletAddress: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
        network: "BTC",
      }),
    ).toEqual({});
    expect(issues("crypto", { amount: "", walletAddress: "", network: "" })).toEqual({
      amount: "form.validation.invalid.required",
      walletAddress: "form.validation.invalid.required",
      network: "form.validation.invalid.required",
    });
  });
});

describe("amounts", () => {
  it("must be above 0 and within the method's range", () => {
    expect(issues("upi", { amount: "0", upiId: "ann@okbank" })).toEqual({ amount: "form.validation.invalid.amount" });
    expect(issues("upi", { amount: "50", upiId: "ann@okbank" }, { min: 100 })).toEqual({
      amount: "form.validation.invalid.amount.range",
    });
  });
});
