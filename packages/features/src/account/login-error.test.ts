import { ApiError } from "@casino/api-client";
import { createTranslator } from "@casino/i18n";
import { describe, expect, it } from "vitest";
import { loginErrorText } from "./login-error.js";

const t = createTranslator({ dev: false });

function refused(status: number, code?: string, serverMessage?: string) {
  return new ApiError("http", {
    endpoint: "login",
    status,
    body: { success: false, errorCode: code, message: serverMessage },
    ...(code === undefined ? {} : { code }),
    ...(serverMessage === undefined ? {} : { serverMessage }),
  });
}

describe("loginErrorText", () => {
  it("says a wrong e-mail or password in our words", () => {
    expect(loginErrorText(refused(422, "INVALID_CREDENTIALS", "bad login"), t)).toBe(
      "The email or password is incorrect.",
    );
  });

  it("asks to wait after too many attempts", () => {
    expect(loginErrorText(refused(429, undefined, "Too Many Requests"), t)).toBe(
      "Too many attempts. Please wait a few minutes and try again.",
    );
  });

  it("shows the server's message for a code it alone knows", () => {
    expect(loginErrorText(refused(409, "ACCOUNT_PENDING_REVIEW", "Your account is being reviewed."), t)).toBe(
      "Your account is being reviewed.",
    );
  });

  it("asks to try again later when the back end cannot be reached", () => {
    expect(loginErrorText(new ApiError("network", { endpoint: "login" }), t)).toBe("Try again later");
  });
});
