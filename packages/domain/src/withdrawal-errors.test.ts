import { describe, expect, it } from "vitest";
import { errorTextKey } from "./error-catalogue";
import { isWithdrawalErrorCode, WITHDRAWAL_ERROR_CATALOGUE, WITHDRAWAL_ERROR_CODES } from "./withdrawal-errors";

describe("withdrawal error catalogue", () => {
  it("shows each code with a text named in words", () => {
    expect(WITHDRAWAL_ERROR_CODES.map((code) => errorTextKey(WITHDRAWAL_ERROR_CATALOGUE, code))).toEqual([
      "error.withdraw.active.bonus",
      "error.withdraw.deposit.wager",
      "error.withdraw.no.deposit",
      "error.withdraw.email.unverified",
      "error.withdraw.failed",
      "error.withdraw.calc",
      "error.withdraw.instant.limit",
    ]);
  });

  it("tells a withdrawal code from any other", () => {
    expect(isWithdrawalErrorCode("CALC_ERROR")).toBe(true);
    expect(isWithdrawalErrorCode("calc_error")).toBe(false);
  });
});
