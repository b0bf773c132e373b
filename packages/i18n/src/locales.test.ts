import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, isLocale } from "./locales";

describe("locales", () => {
  it("serves English by default", () => {
    expect(isLocale(DEFAULT_LOCALE)).toBe(true);
  });

  it("rejects a locale the site does not serve", () => {
    expect(isLocale("xx")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
