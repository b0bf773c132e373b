import { describe, expect, it } from "vitest";
import { EN_TEXTS, type TextKey } from "./en";

const specKeys: readonly TextKey[] = [
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
];

const schemeKeys: readonly TextKey[] = [
  "alert.inactive.title",
  "alert.inactive.message",
  "alert.logout.title",
  "alert.logout.message",
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
