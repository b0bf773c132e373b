import { describe, expect, it } from "vitest";
import { createHref, pageUrlOptionsOf } from "./href.js";

describe("createHref", () => {
  it("puts named pages and fixed paths in the visitor's locale", () => {
    const href = createHref({ locale: "de", pages: {} });
    expect(href("promotions")).toBe("/de/promotions");
    expect(href("root")).toBe("/de");
    expect(href("/privacy-policy")).toBe("/de/privacy-policy");
    expect(href("/?modal=login")).toBe("/de?modal=login");
  });

  it("gives English links no prefix", () => {
    expect(createHref({ locale: "en", pages: {} })("cashback")).toBe("/cashback");
  });

  it("follows the back end's overrides and navigation system", () => {
    const href = createHref({
      locale: "es",
      pages: pageUrlOptionsOf({ pageUrls: { deposit: "/cashier" }, navigationSystem: "panel" }),
    });
    expect(href("deposit")).toBe("/es/cashier");
    expect(href("edit-profile")).toBe("/es/account");
  });

  it("leaves an override to another host as it is", () => {
    const href = createHref({ locale: "de", pages: { overrides: { tournaments: "https://events.brand.example/" } } });
    expect(href("tournaments")).toBe("https://events.brand.example/");
  });
});

describe("pageUrlOptionsOf", () => {
  it("reads nothing from missing settings", () => {
    expect(pageUrlOptionsOf(null)).toEqual({});
    expect(pageUrlOptionsOf({ pageUrls: null, navigationSystem: "basic" })).toEqual({ navigationSystem: "basic" });
  });
});
