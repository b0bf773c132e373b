import { describe, expect, it } from "vitest";
import { getPathLocale, localeOfPath, localeRootPath, stripLocalePrefix, withLocalePrefix } from "./locale-path";

describe("locale prefix of a path", () => {
  it("reads the locale from the first segment", () => {
    expect(getPathLocale("/de/promotions")).toBe("de");
    expect(getPathLocale("/pt-br/casino/slots")).toBe("pt-BR");
    expect(getPathLocale("/de?modal=login")).toBe("de");
  });

  it("reads no locale from a path without a prefix, which shows in English", () => {
    expect(getPathLocale("/promotions")).toBeUndefined();
    expect(getPathLocale("/")).toBeUndefined();
    expect(getPathLocale("/deposit")).toBeUndefined();
    expect(localeOfPath("/promotions")).toBe("en");
  });

  it("strips the prefix and keeps the query", () => {
    expect(stripLocalePrefix("/de/promotions?modal=calendar")).toBe("/promotions?modal=calendar");
    expect(stripLocalePrefix("/de")).toBe("/");
    expect(stripLocalePrefix("/de?modal=login")).toBe("/?modal=login");
    expect(stripLocalePrefix("/casino")).toBe("/casino");
  });

  it("writes a prefix for every locale but English", () => {
    expect(withLocalePrefix("/promotions", "de")).toBe("/de/promotions");
    expect(withLocalePrefix("/de/promotions", "fr")).toBe("/fr/promotions");
    expect(withLocalePrefix("/de/promotions", "en")).toBe("/promotions");
    expect(withLocalePrefix("/en/promotions", "en")).toBe("/promotions");
    expect(withLocalePrefix("/", "pt-BR")).toBe("/pt-BR");
    expect(withLocalePrefix("/?modal=login", "tr")).toBe("/tr?modal=login");
  });

  it("writes an unserved locale as English", () => {
    expect(withLocalePrefix("/casino", "xx")).toBe("/casino");
  });

  it("sends go-back to the locale root", () => {
    expect(localeRootPath("de")).toBe("/de");
    expect(localeRootPath("en")).toBe("/");
  });
});
