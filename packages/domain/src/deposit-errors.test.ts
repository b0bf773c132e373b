import { describe, expect, it } from "vitest";
import {
  DEPOSIT_ERROR_CODES,
  DEPOSIT_ERRORS,
  depositErrorCode,
  depositErrorMessageKey,
  describeDepositError,
  isDepositErrorCode,
} from "./deposit-errors";

describe("deposit error catalogue", () => {
  it("holds the eleven codes of the spec, each with its text key", () => {
    expect(DEPOSIT_ERROR_CODES).toHaveLength(11);
    for (const code of DEPOSIT_ERROR_CODES) expect(DEPOSIT_ERRORS[code].messageKey).toBe(`error.deposit.${code}`);
  });

  it("says only the global and country errors keep the cashier closed", () => {
    expect(DEPOSIT_ERROR_CODES.filter((code) => DEPOSIT_ERRORS[code].blocksCashier)).toEqual([
      "GLOBAL_ERROR",
      "DEPOSIT_COUNTRY_BLOCK",
    ]);
  });

  it("explains the provider limit and phone codes", () => {
    expect(describeDepositError("PAYMENT_PROVIDER_LIMIT_THRESHOLD")?.meaning).toMatch(/minimum and maximum/);
    expect(describeDepositError("PHONE_ERROR")?.meaning).toMatch(/too short/);
    expect(describeDepositError("PAYMENT_SERVICE_ERROR")?.meaning).toMatch(/currency/);
  });

  it("tells a deposit code, spelled as sent, from any other", () => {
    expect(isDepositErrorCode("PAYMENT_SERVICE_ERROR")).toBe(true);
    expect(isDepositErrorCode("payment_service_error")).toBe(false);
    expect(isDepositErrorCode("RETRY_PERIOD")).toBe(false);
  });

  it("reads codes in any case", () => {
    expect(depositErrorCode("phone_error")).toBe("PHONE_ERROR");
    expect(depositErrorCode(" Global_Error ")).toBe("GLOBAL_ERROR");
  });

  it("knows nothing of unknown, empty or missing codes, and shows the generic failure for them", () => {
    expect(depositErrorCode("NOPE")).toBeNull();
    expect(describeDepositError("")).toBeNull();
    expect(describeDepositError(undefined)).toBeNull();
    expect(depositErrorMessageKey("NOPE")).toBe("error.deposit.UNIFIED_ERROR");
    expect(depositErrorMessageKey("amount_below_zero")).toBe("error.deposit.AMOUNT_BELOW_ZERO");
  });
});
