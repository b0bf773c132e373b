import { describe, expect, it } from "vitest";
import { isPathAtOrUnder, matchPagePath } from "./page-routing";

describe("matchPagePath", () => {
  it("finds the named page of a default URL, and of a path below it", () => {
    expect(matchPagePath("/promotions")).toEqual({ kind: "page", page: "promotions", route: "/promotions" });
    expect(matchPagePath("/casino/games/book-of-embers?x=1")).toEqual({
      kind: "page",
      page: "casino",
      route: "/casino/games/book-of-embers",
    });
    expect(matchPagePath("/")).toEqual({ kind: "page", page: "root", route: "/" });
  });

  it("prefers the most specific URL of the table", () => {
    expect(matchPagePath("/profile/edit-profile")).toMatchObject({ page: "edit-profile" });
    expect(matchPagePath("/profile")).toMatchObject({ page: "profile" });
  });

  it("knows no page for paths outside the table", () => {
    expect(matchPagePath("/terms-and-conditions")).toBeNull();
    expect(matchPagePath("/deposits-faq")).toBeNull();
  });

  it("serves an overridden page from its default route and sends its old URL there", () => {
    const options = { overrides: { deposit: "/cashier" } };
    expect(matchPagePath("/cashier", options)).toEqual({ kind: "page", page: "deposit", route: "/deposit" });
    expect(matchPagePath("/cashier/crypto", options)).toEqual({
      kind: "page",
      page: "deposit",
      route: "/deposit/crypto",
    });
    expect(matchPagePath("/deposit", options)).toEqual({ kind: "moved", page: "deposit", location: "/cashier" });
  });

  it("gives an overridden URL to its page even where another page used to live", () => {
    const options = { overrides: { deposit: "/cashier", promotions: "/deposit" } };
    expect(matchPagePath("/deposit", options)).toEqual({ kind: "page", page: "promotions", route: "/promotions" });
    expect(matchPagePath("/promotions", options)).toEqual({ kind: "moved", page: "promotions", location: "/deposit" });
  });

  it("moves edit-profile to the account page in panel navigation, which stays account's", () => {
    const options = { navigationSystem: "panel" };
    expect(matchPagePath("/profile/edit-profile", options)).toEqual({
      kind: "moved",
      page: "edit-profile",
      location: "/account",
    });
    expect(matchPagePath("/account", options)).toEqual({ kind: "page", page: "account", route: "/account" });
  });

  it("moves a whole section with its page", () => {
    expect(matchPagePath("/casino/hot", { overrides: { casino: "/games" } })).toEqual({
      kind: "moved",
      page: "casino",
      location: "/games/hot",
    });
    expect(matchPagePath("/games/hot", { overrides: { casino: "/games" } })).toEqual({
      kind: "page",
      page: "casino",
      route: "/casino/hot",
    });
  });

  it("ignores overrides that are not paths of this site", () => {
    expect(matchPagePath("/deposit", { overrides: { deposit: "https://pay.example/cashier" } })).toEqual({
      kind: "page",
      page: "deposit",
      route: "/deposit",
    });
  });
});

describe("isPathAtOrUnder", () => {
  it("matches whole segments only", () => {
    expect(isPathAtOrUnder("/profile2/limits", ["/profile2/limits"])).toBe(true);
    expect(isPathAtOrUnder("/profile2/limits/deposit?tab=1", ["/profile2/limits"])).toBe(true);
    expect(isPathAtOrUnder("/profile2/limitsx", ["/profile2/limits"])).toBe(false);
    expect(isPathAtOrUnder("/casino", ["/"])).toBe(false);
  });
});
