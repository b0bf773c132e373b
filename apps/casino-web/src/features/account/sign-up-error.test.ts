import { ApiError } from "@casino/api-client";
import { createTranslator } from "@casino/i18n";
import { describe, expect, it } from "vitest";
import { signUpErrorText } from "./sign-up-error";

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
});
