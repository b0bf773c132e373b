import { ApiError } from "@casino/api-client";
import { createTranslator } from "@casino/i18n";
import { describe, expect, it } from "vitest";
import { depositErrorText } from "./deposit-error.js";

const t = createTranslator({ dev: false });

function refusal(code: string, data?: unknown) {
  return new ApiError("http", {
    endpoint: "deposit",
    status: 409,
    code,
    body: { success: false, errorCode: code, data },
  });
}

describe("depositErrorText", () => {
  it("names the profile fields the back end says are missing", () => {
    expect(depositErrorText(refusal("GLOBAL_ERROR", { fields: ["city", "zipCode", "address"] }), t, "en")).toBe(
      "Complete your profile before you deposit. Missing: City, Postal code, and Address.",
    );
  });

  it("keeps the spec's text for a GLOBAL_ERROR that names no field", () => {
    expect(depositErrorText(refusal("GLOBAL_ERROR"), t, "en")).toBe(t("error.deposit.GLOBAL_ERROR"));
  });

  it("says any other refusal in its own words", () => {
    expect(depositErrorText(refusal("PAYMENT_LIMIT_THRESHOLD"), t, "en")).toBe(
      t("error.deposit.PAYMENT_LIMIT_THRESHOLD"),
    );
  });
});
