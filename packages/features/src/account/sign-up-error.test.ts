import { ApiError } from "@casino/api-client";
import { createTranslator } from "@casino/i18n";
import { describe, expect, it } from "vitest";
import { signUpErrorText } from "./sign-up-error.js";

const t = createTranslator({ dev: false });

function refused(status: number, code: string, serverMessage?: string) {
  return new ApiError("http", {
    endpoint: "signUp",
    status,
    body: { success: false, errorCode: code, message: serverMessage },
    code,
    ...(serverMessage === undefined ? {} : { serverMessage }),
  });
}

describe("signUpErrorText", () => {
  it("shows the server's message", () => {
    expect(signUpErrorText(refused(409, "EMAIL_ALREADY_EXISTS", "An account with this e-mail already exists"), t)).toBe(
      "An account with this e-mail already exists",
    );
  });

  it("asks to try again when the server sent no message", () => {
    expect(signUpErrorText(refused(422, "NOT_A_KNOWN_CODE"), t)).toBe(t("msg.try.again"));
    expect(t("msg.try.again")).not.toBe("msg.try.again");
  });

  it("does not call an unanswered sign-up failed: it may have made the account, and pressing again is safe", () => {
    const text =
      "We could not confirm your registration with the server: it may have gone through. Press Sign up again: it will not make a second account.";
    expect(signUpErrorText(new ApiError("timeout", { endpoint: "signUp" }), t)).toBe(text);
    // The site's server answers 504 with a message of its own when the back end never did.
    expect(signUpErrorText(refused(504, "GATEWAY_TIMEOUT", "The back end did not answer in time"), t)).toBe(text);
  });
});
