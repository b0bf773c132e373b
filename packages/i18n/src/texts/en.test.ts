import { describe, expect, it } from "vitest";
import { depositOutcomeTextKeys, errorTextKey, type DepositOutcome } from "../text-keys";
import { EN_TEXTS } from "./en";

const outcomes: DepositOutcome[] = ["failed", "success", "return", "decline", "cancel", "pending"];

// Every code of spec 001 §8, as the server sends it.
const depositCodes = [
  "GLOBAL_ERROR",
  "DEPOSIT_COUNTRY_BLOCK",
  "REQUIRED_EMAIL_VERIFICATION",
  "PAYMENT_LIMIT_THRESHOLD",
  "TRANSACTION_FAILED",
  "AMOUNT_BELOW_ZERO",
  "UNIFIED_ERROR",
  "PAYMENT_PROVIDER_LIMIT_THRESHOLD",
  "PROVIDER_ERROR",
  "PHONE_ERROR",
  "PAYMENT_SERVICE_ERROR",
];
const bonusCodes = [
  "REGISTRATION_BONUS",
  "MAXIMUM_PARTICIPANTS",
  "RETRY_PERIOD",
  "DAYS_VALID",
  "UNIFIED_ERROR",
  "DEPOSITS_NUMBER",
  "DEPOSITS_NUMBER2",
  "ACTIVE_FREE_SPINS",
  "ACTIVE_BONUS",
  "CANCELLED",
  "NO_CASHBACK",
  "ADD_TO_CALENDAR",
  "REQUIRED_EMAIL_VERIFICATION",
  "VALID_ON_DAYS",
  "START_TIME_ERROR",
  "END_TIME_ERROR",
  "BONUS_FRAUD",
  "CASHBACK_NEED_DEPOSIT",
];
const betLimitCodes = [
  "MAX_BET_LIMIT_REACHED",
  "maxBetLimit",
  "dailyBetLimit",
  "weeklyBetLimit",
  "monthlyBetLimit",
  "dailyLossLimit",
  "weeklyLossLimit",
  "monthlyLossLimit",
  "MIN_BET",
  "MAX_BET",
  "BONUS_MAX_BET",
  "CHANGE_NOT_ALLOWED",
];

const specKeys = [
  "form.validation.invalid.required",
  "form.validation.invalid.format",
  "form.validation.invalid.short.number",
  "form.validation.invalid.long.number",
  "form.validation.invalid.password.length",
  "form.validation.invalid.password.max",
  "form.validation.invalid.contain.special",
  "form.validation.invalid.contain.numbers",
  "form.validation.invalid.contain.upper",
  "form.validation.invalid.dob",
  "rakeback.claim.title",
  "rakeback.claim.text",
  "rakeback.error.claim.title",
  "rakeback.error.claim.text",
  "msg.try.again",
  ...outcomes.flatMap((outcome) => Object.values(depositOutcomeTextKeys(outcome))),
  ...depositCodes.map((code) => errorTextKey("deposit", code)),
  ...bonusCodes.map((code) => errorTextKey("bonus", code)),
  ...betLimitCodes.map((code) => errorTextKey("bet.limit", code)),
];

const schemeKeys = [
  "alert.inactive.title",
  "alert.inactive.message",
  "alert.logout.title",
  "alert.logout.message",
  "error.generic.500",
  "error.generic.503",
  "error.generic.not.found",
  "error.generic.something.went.wrong",
  "error.generic.check.fields",
  "error.generic.try.again.later",
  "error.generic.verification.email.not.sent",
  "restricted.title",
  "restricted.location.message",
  "restricted.device.message",
  "restricted.country",
  "restricted.ip",
  "restricted.date",
  "cookie.notice.message",
  "cookie.notice.privacy.link",
  "promotions.calendar.title",
  "cashback.card.title",
  "cashback.card.tooltip",
  "profile.form.first.name",
  "profile.form.last.name",
  "profile.form.phone.code",
  "profile.form.phone",
  "profile.form.date.of.birth",
  "profile.form.country",
  "profile.form.city",
  "profile.form.postal.code",
  "profile.form.address",
  "profile.form.gender",
  "button.get",
  "button.more",
  "button.update.profile",
  "button.log.in",
  "button.close",
  "button.ok",
  "button.alternative.method",
  "button.reverify.location",
];

describe("static English texts", () => {
  it.each(specKeys)("has a text for the spec's key %s", (key) => {
    expect(EN_TEXTS[key]?.trim()).toBeTruthy();
  });

  it.each(schemeKeys)("has a text for %s", (key) => {
    expect(EN_TEXTS[key]?.trim()).toBeTruthy();
  });

  it("reads the gender options as the spec words them", () => {
    expect([EN_TEXTS["gender.not.to.say"], EN_TEXTS["gender.male"], EN_TEXTS["gender.female"]]).toEqual([
      "Not to say",
      "Male",
      "Female",
    ]);
  });

  it("carries the spec's [AA] placeholder in the rakeback success text", () => {
    expect(EN_TEXTS["rakeback.claim.text"]).toContain("[AA]");
  });

  it("needs no values for validation texts, which forms show by bare key", () => {
    const validation = Object.entries(EN_TEXTS).filter(([key]) => key.startsWith("form.validation."));
    expect(validation.length).toBeGreaterThan(10);
    for (const [key, text] of validation) expect(text, key).not.toMatch(/\[[\w.-]+\]|\{[\w.-]+\}/);
  });

  it("has no empty text and only dotted lower-case keys but for server codes", () => {
    for (const [key, text] of Object.entries(EN_TEXTS)) {
      expect(text.trim(), key).not.toBe("");
      expect(key, key).toMatch(/^[a-z0-9]+(\.[a-z0-9]+)*(\.[A-Za-z0-9_]+)?$/);
    }
  });
});
