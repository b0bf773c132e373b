import { describe, expect, it } from "vitest";
import { routeRequest, servedLocales } from "./route-request";

describe("routeRequest", () => {
  it("serves English at the root and other locales under their prefix", () => {
    expect(routeRequest("/promotions", {})).toEqual({ kind: "render", locale: "en", pathname: "/promotions" });
    expect(routeRequest("/de/promotions", {})).toEqual({ kind: "render", locale: "de", pathname: "/promotions" });
    expect(routeRequest("/de", {})).toEqual({ kind: "render", locale: "de", pathname: "/" });
    expect(routeRequest("/pt-br/casino", {})).toEqual({ kind: "render", locale: "pt-BR", pathname: "/casino" });
  });

  it("sends the English prefix to the root", () => {
    expect(routeRequest("/en/promotions", {})).toEqual({ kind: "redirect", pathname: "/promotions" });
  });

  it("answers not found for a locale the brand does not list", () => {
    expect(routeRequest("/fr/promotions", { locales: ["en", "de", "es"] })).toEqual({ kind: "not-found" });
    expect(routeRequest("/es/promotions", { locales: ["en", "de", "es"] })).toMatchObject({ kind: "render" });
  });

  it("renders an overridden URL from the page's route and moves the old URL there", () => {
    const settings = { pageUrls: { promotions: "/offers" } };
    expect(routeRequest("/offers", settings)).toEqual({ kind: "render", locale: "en", pathname: "/promotions" });
    expect(routeRequest("/de/offers", settings)).toEqual({ kind: "render", locale: "de", pathname: "/promotions" });
    expect(routeRequest("/de/promotions", settings)).toEqual({ kind: "redirect", pathname: "/de/offers" });
  });

  it("moves edit-profile's address to the account page in panel navigation, where the account page renders", () => {
    const panel = { navigationSystem: "panel" };
    expect(routeRequest("/profile/edit-profile", panel)).toEqual({ kind: "redirect", pathname: "/account" });
    expect(routeRequest("/de/profile/edit-profile", panel)).toEqual({ kind: "redirect", pathname: "/de/account" });
    expect(routeRequest("/account", panel)).toEqual({ kind: "render", locale: "en", pathname: "/account" });
    expect(routeRequest("/my-account", { ...panel, pageUrls: { account: "/my-account" } })).toEqual({
      kind: "render",
      locale: "en",
      pathname: "/account",
    });
  });

  it("answers unavailable without settings", () => {
    expect(routeRequest("/", null)).toEqual({ kind: "unavailable", locale: "en" });
    expect(routeRequest("/de/casino", null)).toEqual({ kind: "unavailable", locale: "de" });
  });
});

describe("servedLocales", () => {
  it("reads the settings' list, always with English", () => {
    expect(servedLocales({ locales: ["de", "pt_br", "xx"] })).toEqual(["en", "de", "pt-BR"]);
  });

  it("serves every known locale when the settings list none", () => {
    expect(servedLocales({})).toContain("ja");
    expect(servedLocales({ locales: [] })).toHaveLength(37);
  });
});
