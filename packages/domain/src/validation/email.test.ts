import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as v from "valibot";
import { acceptsEmailKey, emailSchema, filterEmailInput, validateEmail } from "./email";

describe("validateEmail", () => {
  it("asks for a value when empty, blank or missing", () => {
    for (const value of ["", "   ", null, undefined])
      expect(validateEmail(value)).toBe("form.validation.invalid.required");
  });

  it("accepts an address with a top-level domain of two letters or more", () => {
    expect(validateEmail("ann@example.co")).toBeNull();
    expect(validateEmail("ann.lee+promo_1%x-y@mail.example.casino")).toBeNull();
    expect(validateEmail("  ann@example.com ")).toBeNull();
  });

  it("rejects a one-letter or numeric top-level domain", () => {
    expect(validateEmail("ann@example.c")).toBe("form.validation.invalid.format");
    expect(validateEmail("ann@example.12")).toBe("form.validation.invalid.format");
  });

  it("rejects addresses without an @, a domain or a local part", () => {
    for (const value of ["ann.example.com", "ann@", "@example.com", "ann@@example.com", "ann lee@example.com"]) {
      expect(validateEmail(value)).toBe("form.validation.invalid.format");
    }
  });

  it("gives the schema the same keys as its issue messages", () => {
    const result = v.safeParse(emailSchema, "nope");
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe("form.validation.invalid.format");
  });
});

describe("acceptsEmailKey", () => {
  it("lets letters, digits and @ . _ % + - through", () => {
    for (const key of ["a", "Z", "7", "@", ".", "_", "%", "+", "-"]) expect(acceptsEmailKey(key)).toBe(true);
  });

  it("stops spaces and other punctuation", () => {
    for (const key of [" ", ",", ";", "#", "!", "é", "😀"]) expect(acceptsEmailKey(key)).toBe(false);
  });

  it("never blocks editing and navigation keys", () => {
    for (const key of ["Backspace", "Delete", "ArrowLeft", "Tab", "Enter"]) expect(acceptsEmailKey(key)).toBe(true);
  });
});

describe("filterEmailInput", () => {
  it("removes what the key filter would refuse", () => {
    expect(filterEmailInput(" ann lee@exa mple.com,")).toBe("annlee@example.com");
  });

  it("keeps only characters the key filter accepts", () => {
    fc.assert(fc.property(fc.string(), (text) => [...filterEmailInput(text)].every((char) => acceptsEmailKey(char))));
  });
});
