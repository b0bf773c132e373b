import { describe, expect, it } from "vitest";
import { ACCOUNT_ERROR_CATALOGUE, isAccountErrorCode } from "./account-errors";
import { errorTextKey } from "./error-catalogue";
import { isKnownErrorCode } from "./error-codes";

describe("account errors", () => {
  it("names a text for each way a reset link fails", () => {
    expect(errorTextKey(ACCOUNT_ERROR_CATALOGUE, "RESET_TOKEN_EXPIRED")).toBe("error.account.reset.token.expired");
    expect(errorTextKey(ACCOUNT_ERROR_CATALOGUE, "RESET_TOKEN_USED")).toBe("error.account.reset.token.used");
  });

  it("knows its codes as the server spells them, and only those", () => {
    expect(isAccountErrorCode("WRONG_CURRENT_PASSWORD")).toBe(true);
    expect(isAccountErrorCode("wrong_current_password")).toBe(false);
    expect(isKnownErrorCode("VERIFY_TOKEN_EXPIRED")).toBe(true);
  });
});
