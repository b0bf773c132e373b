import { describe, expect, it } from "vitest";
import { validateAddress, validateName } from "./names";

describe("validateName", () => {
  it("requires a name, blank counting as empty", () => {
    expect(validateName("")).toBe("form.validation.invalid.required");
    expect(validateName("   ")).toBe("form.validation.invalid.required");
    expect(validateName(undefined)).toBe("form.validation.invalid.required");
  });

  it("allows 255 characters and refuses 256", () => {
    expect(validateName("a".repeat(255))).toBeNull();
    expect(validateName("a".repeat(256))).toBe("form.validation.invalid.max.length");
  });

  it("accepts names with accents, spaces and hyphens", () => {
    expect(validateName("José-María de la Cruz")).toBeNull();
  });
});

describe("validateAddress", () => {
  it("is optional unless asked for", () => {
    expect(validateAddress("")).toBeNull();
    expect(validateAddress("", { required: true })).toBe("form.validation.invalid.required");
  });

  it("allows 255 characters and refuses 256", () => {
    expect(validateAddress("a".repeat(255))).toBeNull();
    expect(validateAddress("a".repeat(256))).toBe("form.validation.invalid.max.length");
  });
});
