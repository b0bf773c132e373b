import {
  BET_LIMIT_ERROR_CATALOGUE,
  BONUS_ACTIVATION_ERROR_CATALOGUE,
  COUPON_ERROR_CATALOGUE,
  DEPOSIT_ERROR_CATALOGUE,
  LOGOUT_REASONS,
  WITHDRAWAL_ERROR_CATALOGUE,
  errorTextKey,
  logoutReasonTextKey,
  type ErrorCatalogue,
} from "@casino/domain";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api-error";
import { errorMessageKey } from "./error-message-key";

function http(endpoint: string, status: number, code?: string) {
  return new ApiError("http", { endpoint, status, body: { success: false, errorCode: code }, code });
}

describe("errorMessageKey", () => {
  it("shows the deposit catalogue's text for a deposit code", () => {
    expect(errorMessageKey(http("deposit", 400, "PAYMENT_LIMIT_THRESHOLD"))).toBe(
      "error.deposit.PAYMENT_LIMIT_THRESHOLD",
    );
  });

  it("reads a code shared by two catalogues in the failing endpoint's own", () => {
    expect(errorMessageKey(http("deposit", 400, "UNIFIED_ERROR"))).toBe("error.deposit.UNIFIED_ERROR");
    expect(errorMessageKey(http("activateBonus", 400, "UNIFIED_ERROR"))).toBe("error.bonus.UNIFIED_ERROR");
    expect(errorMessageKey(http("activateBonus", 400, "REQUIRED_EMAIL_VERIFICATION"))).toBe(
      "error.bonus.REQUIRED_EMAIL_VERIFICATION",
    );
    expect(errorMessageKey(http("withdraw", 400, "REQUIRED_EMAIL_VERIFICATION"))).toBe(
      "error.withdraw.email.unverified",
    );
  });

  it("finds a known code from any endpoint", () => {
    expect(errorMessageKey(http("/api/game/bet", 400, "dailyLossLimit"))).toBe("error.bet.limit.dailyLossLimit");
    expect(errorMessageKey(http("setLimit", 400, "CHANGE_NOT_ALLOWED"))).toBe("error.bet.limit.CHANGE_NOT_ALLOWED");
  });

  it("tells a wrong e-mail or password apart from too many login attempts", () => {
    expect(errorMessageKey(http("login", 422, "INVALID_CREDENTIALS"))).toBe("error.login.invalid.credentials");
    expect(errorMessageKey(http("login", 429, "TOO_MANY_ATTEMPTS"))).toBe("error.login.too.many.attempts");
    expect(errorMessageKey(http("login", 429))).toBe("error.login.too.many.attempts");
  });

  it("asks to try again later after a 429 on a call without a rate-limit text of its own", () => {
    expect(errorMessageKey(http("logEvent", 429))).toBe("error.generic.try.again.later");
  });

  it("gives the generic texts for 500, 503 and 404", () => {
    expect(errorMessageKey(http("getSettings", 500))).toBe("error.generic.500");
    expect(errorMessageKey(http("settings", 503))).toBe("error.generic.503");
    expect(errorMessageKey(http("allBonus", 404))).toBe("error.generic.not.found");
  });

  it("gives the failing call's own text when there is no known code", () => {
    expect(errorMessageKey(http("applyCoupon", 400, "SOMETHING_NEW"))).toBe("error.other.coupon.not.applied");
    expect(errorMessageKey(http("uploadDocument", 400))).toBe("error.other.document.upload");
    expect(errorMessageKey(http("signUp", 400))).toBe("msg.try.again");
    expect(errorMessageKey(http("rakebackClaim", 400))).toBe("rakeback.error.claim.text");
  });

  it("tells the player to try again later after a timeout or a lost connection", () => {
    expect(errorMessageKey(new ApiError("timeout", { endpoint: "deposit" }))).toBe("error.generic.try.again.later");
    expect(errorMessageKey(new ApiError("network", { endpoint: "deposit" }))).toBe("error.generic.try.again.later");
  });

  it("gives something-went-wrong for a malformed body and any other error, unless a fallback is given", () => {
    expect(errorMessageKey(new ApiError("invalid-response", { endpoint: "userDetails", status: 200 }))).toBe(
      "error.generic.something.went.wrong",
    );
    expect(errorMessageKey(new TypeError("x"))).toBe("error.generic.something.went.wrong");
    expect(errorMessageKey("boom", { fallback: "msg.try.again" })).toBe("msg.try.again");
  });

  it("gives a money call's outcome-unknown text for a failure that may have been carried out, and only then", () => {
    const options = { outcomeUnknown: "cashier.withdraw.outcome.unknown" };
    for (const error of [
      new ApiError("timeout", { endpoint: "withdraw" }),
      new ApiError("network", { endpoint: "withdraw" }),
      new ApiError("invalid-response", { endpoint: "withdraw", status: 200 }),
      new ApiError("http", { endpoint: "withdraw", status: 500 }),
    ])
      expect(errorMessageKey(error, options)).toBe("cashier.withdraw.outcome.unknown");
    const refused = new ApiError("http", {
      endpoint: "withdraw",
      status: 422,
      body: { errorCode: "WITHDRAWAL_LIMIT" },
    });
    expect(errorMessageKey(refused, options)).toBe(errorMessageKey(refused));
    expect(errorMessageKey(new ApiError("http", { endpoint: "withdraw", status: 503 }), options)).toBe(
      "error.generic.503",
    );
  });

  it("names the logout reason a server sends as an error code", () => {
    expect(errorMessageKey(http("userDetails", 401, "CONCURRENT_SESSION"))).toBe(
      "alert.logout.reason.CONCURRENT_SESSION",
    );
  });

  it("asks for a new session when a call needed a token", () => {
    expect(errorMessageKey(new ApiError("unauthenticated", { endpoint: "documents" }))).toBe(
      "error.other.session.timeout",
    );
  });
});

describe.each<[string, ErrorCatalogue, string]>([
  ["deposit", DEPOSIT_ERROR_CATALOGUE, "deposit"],
  ["bonus activation", BONUS_ACTIVATION_ERROR_CATALOGUE, "activateBonus"],
  ["bet limit", BET_LIMIT_ERROR_CATALOGUE, "setLimit"],
  ["withdrawal", WITHDRAWAL_ERROR_CATALOGUE, "withdraw"],
  ["coupon", COUPON_ERROR_CATALOGUE, "applyCoupon"],
])("every code of the %s catalogue", (_name, catalogue, endpoint) => {
  it("shows its own text when its call fails with it", () => {
    for (const code of catalogue.codes)
      expect(errorMessageKey(http(endpoint, 400, code))).toBe(errorTextKey(catalogue, code));
  });
});

describe("every logout reason", () => {
  it("names itself when a server sends it as a code", () => {
    for (const reason of LOGOUT_REASONS)
      expect(errorMessageKey(http("userDetails", 401, reason))).toBe(logoutReasonTextKey(reason));
  });
});
