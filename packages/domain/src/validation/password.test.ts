import { describe, expect, it } from "vitest";
import * as v from "valibot";
import {
  isPasswordValid,
  passwordChangeSchema,
  passwordResetSchema,
  passwordSchema,
  validatePassword,
} from "./password";

const NO_COMPOSITION = { requireSpecial: false, requireDigit: false, requireUpper: false };

describe("validatePassword", () => {
  it("requires a password", () => {
    expect(validatePassword("")).toBe("form.validation.invalid.required");
    expect(validatePassword(null)).toBe("form.validation.invalid.required");
  });

  it("does not ask for one in one-click mode, but checks one that is typed", () => {
    expect(validatePassword("", { oneClick: true })).toBeNull();
    expect(validatePassword(undefined, { oneClick: true })).toBeNull();
    expect(validatePassword("abc", { oneClick: true })).toBe("form.validation.invalid.password.length");
  });

  it("needs 6 characters by default, exactly 6 being enough", () => {
    expect(validatePassword("Abc1!")).toBe("form.validation.invalid.password.length");
    expect(validatePassword("Abcd1!")).toBeNull();
  });

  it("takes the minimum from the brand's rules", () => {
    expect(validatePassword("Abcde1!", { minLength: 8 })).toBe("form.validation.invalid.password.length");
    expect(validatePassword("Abcdef1!", { minLength: 8 })).toBeNull();
  });

  it("allows 255 characters and refuses 256", () => {
    expect(validatePassword(`A1!${"a".repeat(252)}`)).toBeNull();
    expect(validatePassword(`A1!${"a".repeat(253)}`)).toBe("form.validation.invalid.password.max");
  });

  it("counts characters, not UTF-16 units", () => {
    expect(validatePassword("😀😀😀")).toBe("form.validation.invalid.password.length");
  });

  it("asks by default for a special character, a digit and an upper-case letter in that order", () => {
    expect(validatePassword("abcdef")).toBe("form.validation.invalid.contain.special");
    expect(validatePassword("abcde!")).toBe("form.validation.invalid.contain.numbers");
    expect(validatePassword("abcd1!")).toBe("form.validation.invalid.contain.upper");
    expect(validatePassword("Abcd1!")).toBeNull();
  });

  it("does not count a space as a special character", () => {
    expect(validatePassword("abc def", { requireSpecial: true })).toBe("form.validation.invalid.contain.special");
  });

  it("drops each composition rule the brand turns off", () => {
    expect(validatePassword("abcdef", NO_COMPOSITION)).toBeNull();
    expect(validatePassword("abcdef", { ...NO_COMPOSITION, requireDigit: true })).toBe(
      "form.validation.invalid.contain.numbers",
    );
    expect(validatePassword("abcdef", { requireSpecial: null, requireDigit: false, requireUpper: false })).toBe(
      "form.validation.invalid.contain.special",
    );
  });
});

describe("passwordSchema", () => {
  it("reports the same key as validatePassword", () => {
    const result = v.safeParse(passwordSchema({ ...NO_COMPOSITION, requireUpper: true }), "abcdef");
    expect(result.issues?.[0]?.message).toBe("form.validation.invalid.contain.upper");
    expect(isPasswordValid("Abcdef", { ...NO_COMPOSITION, requireUpper: true })).toBe(true);
  });
});

describe("passwordChangeSchema", () => {
  it("says the passwords must match, on the confirmation field", () => {
    const result = v.safeParse(passwordChangeSchema(), {
      currentPassword: "old-one",
      password: "Secret1!",
      confirmPassword: "Secret2!",
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe("form.validation.invalid.passwords.match");
    expect(v.getDotPath(result.issues?.[0] as v.BaseIssue<unknown>)).toBe("confirmPassword");
  });

  it("requires the current password", () => {
    const result = v.safeParse(passwordChangeSchema(), {
      currentPassword: "",
      password: "Secret1!",
      confirmPassword: "Secret1!",
    });
    expect(result.issues?.[0]?.message).toBe("form.validation.invalid.current.password");
  });

  it("accepts a matching, valid change", () => {
    expect(
      v.safeParse(passwordChangeSchema(), {
        currentPassword: "old-one",
        password: "Secret1!",
        confirmPassword: "Secret1!",
      }).success,
    ).toBe(true);
  });
});

describe("passwordResetSchema", () => {
  it("takes a new password under the rules and its matching confirmation", () => {
    expect(v.safeParse(passwordResetSchema(), { password: "Secret1!", confirmPassword: "Secret1!" }).success).toBe(
      true,
    );
  });

  it("refuses a weak password and a confirmation that differs, each on its field", () => {
    const weak = v.safeParse(passwordResetSchema(), { password: "secret", confirmPassword: "secret" });
    expect(weak.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ["password", "form.validation.invalid.contain.special"],
    ]);
    const differs = v.safeParse(passwordResetSchema(), { password: "Secret1!", confirmPassword: "Secret1?" });
    expect(differs.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ["confirmPassword", "form.validation.invalid.passwords.match"],
    ]);
  });
});
