import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { isPasswordValid, passwordChangeSchema, passwordSchema, validatePassword } from "./password";

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
    expect(validatePassword("abcde")).toBe("form.validation.invalid.password.length");
    expect(validatePassword("abcdef")).toBeNull();
  });

  it("takes the minimum from the brand's rules", () => {
    expect(validatePassword("abcdefg", { minLength: 8 })).toBe("form.validation.invalid.password.length");
    expect(validatePassword("abcdefgh", { minLength: 8 })).toBeNull();
  });

  it("allows 255 characters and refuses 256", () => {
    expect(validatePassword("a".repeat(255))).toBeNull();
    expect(validatePassword("a".repeat(256))).toBe("form.validation.invalid.password.max");
  });

  it("counts characters, not UTF-16 units", () => {
    expect(validatePassword("😀😀😀")).toBe("form.validation.invalid.password.length");
  });

  it("asks for a special character, a digit and an upper-case letter in that order", () => {
    const all = { requireSpecial: true, requireDigit: true, requireUpper: true };
    expect(validatePassword("abcdef", all)).toBe("form.validation.invalid.contain.special");
    expect(validatePassword("abcde!", all)).toBe("form.validation.invalid.contain.numbers");
    expect(validatePassword("abcd1!", all)).toBe("form.validation.invalid.contain.upper");
    expect(validatePassword("Abcd1!", all)).toBeNull();
  });

  it("does not count a space as a special character", () => {
    expect(validatePassword("abc def", { requireSpecial: true })).toBe("form.validation.invalid.contain.special");
  });

  it("leaves rules off unless asked", () => {
    expect(validatePassword("abcdef")).toBeNull();
  });
});

describe("passwordSchema", () => {
  it("reports the same key as validatePassword", () => {
    const result = v.safeParse(passwordSchema({ requireUpper: true }), "abcdef");
    expect(result.issues?.[0]?.message).toBe("form.validation.invalid.contain.upper");
    expect(isPasswordValid("Abcdef", { requireUpper: true })).toBe(true);
  });
});

describe("passwordChangeSchema", () => {
  it("says the passwords must match, on the confirmation field", () => {
    const result = v.safeParse(passwordChangeSchema(), {
      currentPassword: "old-one",
      password: "Secret1",
      confirmPassword: "Secret2",
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe("form.validation.invalid.passwords.match");
    expect(v.getDotPath(result.issues?.[0] as v.BaseIssue<unknown>)).toBe("confirmPassword");
  });

  it("requires the current password", () => {
    const result = v.safeParse(passwordChangeSchema(), {
      currentPassword: "",
      password: "Secret1",
      confirmPassword: "Secret1",
    });
    expect(result.issues?.[0]?.message).toBe("form.validation.invalid.current.password");
  });

  it("accepts a matching, valid change", () => {
    expect(
      v.safeParse(passwordChangeSchema(), {
        currentPassword: "old-one",
        password: "Secret1",
        confirmPassword: "Secret1",
      }).success,
    ).toBe(true);
  });
});
