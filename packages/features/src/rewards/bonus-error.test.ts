import { ApiError } from "@casino/api-client";
import { createTranslator } from "@casino/i18n";
import { describe, expect, it } from "vitest";
import { bonusErrorText } from "./bonus-error.js";

const t = createTranslator({ dev: false });

function refusal(code: string, data?: unknown) {
  return new ApiError("http", {
    endpoint: "activateBonus",
    status: 409,
    code,
    body: { success: false, errorCode: code, data },
  });
}

describe("bonusErrorText", () => {
  it("says in words why a duplicate account cannot take the bonus", () => {
    expect(bonusErrorText(refusal("BONUS_FRAUD"), t)).toBe("This bonus is not available for your account.");
  });

  it("fills UNIFIED_ERROR's reference from the refusal, with - for an id it lacks", () => {
    expect(bonusErrorText(refusal("UNIFIED_ERROR", { promotionId: 4, userId: 17 }), t)).toBe(
      "This bonus could not be activated. Reference: promotion 4, user 17, user bonus -.",
    );
  });

  it("falls back to the generic text for an error without a code", () => {
    expect(bonusErrorText(new Error("offline"), t)).toBe(t("error.generic.something.went.wrong"));
  });

  it("does not call a timed-out activation failed: it may have gone through", () => {
    expect(bonusErrorText(new ApiError("timeout", { endpoint: "activateBonus" }), t)).toMatch(
      /^We could not confirm this with the server: it may have gone through\./,
    );
  });
});
