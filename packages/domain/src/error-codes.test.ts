import { ACCOUNT_ERROR_CODES } from "./account-errors";
import { describe, expect, it } from "vitest";
import { BET_LIMIT_ERROR_CODES } from "./bet-limit-errors";
import { BONUS_ACTIVATION_ERROR_CODES } from "./bonus-errors";
import { COUPON_ERROR_CODES } from "./coupon-errors";
import { DEPOSIT_ERROR_CODES } from "./deposit-errors";
import { errorTextKey } from "./error-catalogue";
import { EXCLUSION_CHANGE_ERROR_CODES } from "./exclusion-errors";
import { ERROR_CATALOGUES, isKnownErrorCode, SERVER_ERROR_CATALOGUES } from "./error-codes";
import { LOGIN_ERROR_CODES } from "./login-errors";
import { LOGOUT_REASONS } from "./logout";
import { WITHDRAWAL_ERROR_CODES } from "./withdrawal-errors";

describe.each(ERROR_CATALOGUES.map((catalogue) => [catalogue.group, catalogue] as const))(
  "the %s catalogue",
  (group, catalogue) => {
    const keys = catalogue.codes.map((code: string) => errorTextKey(catalogue, code));

    it("gives every code its own text key in the catalogue's group", () => {
      expect(catalogue.codes.length).toBeGreaterThan(0);
      for (const key of keys) expect(key.startsWith(`error.${group}.`), key).toBe(true);
      expect(new Set(keys).size).toBe(keys.length);
    });

    it("names a segment only for codes it holds", () => {
      for (const code of Object.keys(catalogue.segments)) expect(catalogue.codes).toContain(code);
    });
  },
);

describe("the error catalogues together", () => {
  it("never give two codes the same text key", () => {
    const keys = ERROR_CATALOGUES.flatMap((catalogue) =>
      catalogue.codes.map((code: string) => errorTextKey(catalogue, code)),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("isKnownErrorCode", () => {
  it("knows every code of the server catalogues and every logout reason", () => {
    const codes = [
      ...DEPOSIT_ERROR_CODES,
      ...BONUS_ACTIVATION_ERROR_CODES,
      ...BET_LIMIT_ERROR_CODES,
      ...WITHDRAWAL_ERROR_CODES,
      ...COUPON_ERROR_CODES,
      ...EXCLUSION_CHANGE_ERROR_CODES,
      ...LOGIN_ERROR_CODES,
      ...ACCOUNT_ERROR_CODES,
      ...LOGOUT_REASONS,
    ];
    for (const code of codes) expect(isKnownErrorCode(code), code).toBe(true);
    expect(SERVER_ERROR_CATALOGUES.flatMap((catalogue) => catalogue.codes)).toHaveLength(
      codes.length - LOGOUT_REASONS.length,
    );
  });

  it("knows nothing of a code a brand adds, nor of the generic situations", () => {
    expect(isKnownErrorCode("SOMETHING_NEW")).toBe(false);
    expect(isKnownErrorCode("something.went.wrong")).toBe(false);
    expect(isKnownErrorCode("payment_limit_threshold")).toBe(false);
  });
});
