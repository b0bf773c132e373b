import { describe, expect, it } from "vitest";
import { errorTextKey } from "./error-catalogue";
import { LOGIN_ERROR_CATALOGUE, isLoginErrorCode } from "./login-errors";

describe("the login codes", () => {
  it("give an unknown e-mail and a wrong password one text", () => {
    expect(errorTextKey(LOGIN_ERROR_CATALOGUE, "INVALID_CREDENTIALS")).toBe("error.login.invalid.credentials");
    expect(isLoginErrorCode("TOO_MANY_ATTEMPTS")).toBe(true);
    expect(isLoginErrorCode("USER_NOT_FOUND")).toBe(false);
  });
});
