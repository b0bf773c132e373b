import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, isLocale, localeDirection, LOCALES, resolveLocale, toLocale } from "./locales";

describe("locales", () => {
  it("serves English by default and 36 other locales", () => {
    expect(DEFAULT_LOCALE).toBe("en");
    expect(LOCALES[0]).toBe("en");
    expect(LOCALES).toHaveLength(37);
    expect(new Set(LOCALES).size).toBe(LOCALES.length);
  });

  it("rejects a locale the site does not serve", () => {
    expect(isLocale("pt-BR")).toBe(true);
    expect(isLocale("xx")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it("reads a locale written in another case or with an underscore", () => {
    expect(toLocale("PT_br")).toBe("pt-BR");
    expect(toLocale("DE")).toBe("de");
    expect(toLocale("de-AT")).toBeUndefined();
  });

  it("falls back to English for an unknown locale", () => {
    expect(resolveLocale("xx")).toBe("en");
    expect(resolveLocale(null)).toBe("en");
    expect(resolveLocale("tr")).toBe("tr");
  });

  it("writes Arabic right to left and the rest left to right", () => {
    expect(localeDirection("ar")).toBe("rtl");
    expect(localeDirection("en")).toBe("ltr");
    expect(localeDirection("az")).toBe("ltr");
  });
});
