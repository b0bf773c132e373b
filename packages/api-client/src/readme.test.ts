import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BET_LIMIT_ERRORS } from "./errors/bet-limit-errors";
import { BONUS_ACTIVATION_ERRORS } from "./errors/bonus-errors";
import { DEPOSIT_ERRORS } from "./errors/deposit-errors";
import { GENERIC_ERRORS } from "./errors/generic-errors";
import { LOGOUT_REASON_KEYS } from "./errors/logout-reasons";
import { COUPON_ERRORS, WITHDRAWAL_ERRORS } from "./errors/other-errors";
import { DEFAULT_PATHS } from "./paths";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

describe("the README, this package's contract", () => {
  it("lists every endpoint path", () => {
    const missing = Object.values(DEFAULT_PATHS).filter(
      (path) => !readme.includes(`\`${path}`) && !readme.includes(` ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it("lists every error code with its key", () => {
    const catalogues = [
      DEPOSIT_ERRORS,
      BONUS_ACTIVATION_ERRORS,
      BET_LIMIT_ERRORS,
      WITHDRAWAL_ERRORS,
      COUPON_ERRORS,
      LOGOUT_REASON_KEYS,
      GENERIC_ERRORS,
    ];
    const missing = catalogues
      .flatMap((catalogue) => Object.entries(catalogue))
      .filter(([code, key]) => !readme.includes(`\`${code}\``) || !readme.includes(`\`${key}\``))
      .map(([code]) => code);
    expect(missing).toEqual([]);
  });
});
