import { ApiError } from "@casino/api-client";
import { createTranslator } from "@casino/i18n";
import { describe, expect, it } from "vitest";
import { cashbackClaimRefusal } from "./cashback-claim.js";

const t = createTranslator({ dev: false });

function refusal(code: string) {
  return new ApiError("http", {
    endpoint: "claimReward",
    status: 409,
    code,
    body: { success: false, errorCode: code },
  });
}

describe("cashbackClaimRefusal", () => {
  it("says a loss under the minimum and a missing deposit as refusals", () => {
    expect(cashbackClaimRefusal(refusal("NO_CASHBACK"), t)).toEqual({
      role: "alert",
      text: "Your losses are below the minimum for cashback.",
    });
    expect(cashbackClaimRefusal(refusal("CASHBACK_NEED_DEPOSIT"), t)).toEqual({
      role: "alert",
      text: "Make a deposit to receive cashback.",
    });
  });

  it("says cashback moved to the rakeback calendar as news, not as a failure", () => {
    expect(cashbackClaimRefusal(refusal("ADD_TO_CALENDAR"), t)).toEqual({
      role: "status",
      text: "Your cashback has been added to your rakeback calendar.",
    });
  });

  it("does not call a timed-out claim failed", () => {
    expect(cashbackClaimRefusal(new ApiError("timeout", { endpoint: "claimReward" }), t)).toMatchObject({
      role: "alert",
      text: expect.stringMatching(/it may have gone through/),
    });
  });
});
