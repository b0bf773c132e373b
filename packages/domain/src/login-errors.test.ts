import { describe, expect, it } from "vitest";
import { errorTextKey } from "./error-catalogue";
import { isLoginErrorCode, LOGIN_ERROR_CATALOGUE, LOGIN_ERROR_CODES } from "./login-errors";

describe("login error catalogue", () => {
  it("shows a wrong e-mail or password and too many attempts in the login texts", () => {
    expect(LOGIN_ERROR_CODES.map((code) => errorTextKey(LOGIN_ERROR_CATALOGUE, code))).toEqual([
      "error.login.invalid.credentials",
      "error.login.too.many.attempts",
    ]);
  });

  it("tells a login code from any other", () => {
    expect(isLoginErrorCode("INVALID_CREDENTIALS")).toBe(true);
    expect(isLoginErrorCode("SESSION_EXPIRED")).toBe(false);
  });
});
