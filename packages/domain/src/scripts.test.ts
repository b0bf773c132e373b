import { describe, expect, it } from "vitest";
import {
  isScriptFreePage,
  scriptsQuery,
  shouldLoadExternalScripts,
  shouldLoadMarketingScripts,
  visitorSegment,
} from "./scripts";

describe("visitorSegment", () => {
  it("tells anonymous visitors, signed-in players and depositors apart", () => {
    expect(visitorSegment({ authenticated: false, depositCount: 3 })).toBe("anonymous");
    expect(visitorSegment({ authenticated: true, depositCount: 0 })).toBe("authenticated");
    expect(visitorSegment({ authenticated: true })).toBe("authenticated");
    expect(visitorSegment({ authenticated: true, depositCount: 1 })).toBe("depositor");
  });
});

describe("scriptsQuery", () => {
  it("asks for each segment's script set", () => {
    expect(scriptsQuery("anonymous")).toEqual({ enableAuthUsers: "false", enableDepositors: "false" });
    expect(scriptsQuery("authenticated")).toEqual({ enableAuthUsers: "true", enableDepositors: "false" });
    expect(scriptsQuery("depositor")).toEqual({ enableAuthUsers: "true", enableDepositors: "true" });
  });
});

describe("shouldLoadExternalScripts", () => {
  it("loads scripts on ordinary pages", () => {
    expect(shouldLoadExternalScripts({ pathname: "/casino", bot: false })).toBe(true);
  });

  it("never loads them for bots, on play pages or on cashier pages", () => {
    expect(shouldLoadExternalScripts({ pathname: "/casino", bot: true })).toBe(false);
    expect(shouldLoadExternalScripts({ pathname: "/play/starburst", bot: false })).toBe(false);
    expect(shouldLoadExternalScripts({ pathname: "/deposit", bot: false })).toBe(false);
    expect(shouldLoadExternalScripts({ pathname: "/es/withdraw", bot: false })).toBe(false);
  });

  it("follows an overridden cashier URL", () => {
    expect(
      shouldLoadExternalScripts({ pathname: "/cashier", bot: false, pageUrlOverrides: { deposit: "/cashier" } }),
    ).toBe(false);
  });
});

describe("isScriptFreePage", () => {
  it("keeps scripts off the cashier, verification and limits pages", () => {
    for (const path of [
      "/deposit",
      "/withdraw",
      "/profile/verify",
      "/account/verification",
      "/profile2/limits",
      "/profile2/verification",
      "/responsible-gambling",
    ]) {
      expect(isScriptFreePage(path), path).toBe(true);
    }
    expect(isScriptFreePage("/promotions")).toBe(false);
  });

  it("follows the cashier to its overridden URL and keeps its old URL script-free", () => {
    const pages = { overrides: { deposit: "/cashier" } };
    expect(isScriptFreePage("/cashier", pages)).toBe(true);
    expect(isScriptFreePage("/deposit", pages)).toBe(true);
  });

  it("lets scripts run on the old cashier URL once another page lives there", () => {
    expect(isScriptFreePage("/deposit", { overrides: { deposit: "/cashier", promotions: "/deposit" } })).toBe(false);
  });
});

describe("shouldLoadMarketingScripts", () => {
  const base = {
    pathname: "/promotions",
    consent: "accepted",
    segment: "depositor",
    selfExcluded: false,
    bot: false,
  } as const;

  it("loads the scripts once the cookie notice is accepted", () => {
    expect(shouldLoadMarketingScripts(base)).toBe(true);
    expect(shouldLoadMarketingScripts({ ...base, consent: null })).toBe(false);
    expect(shouldLoadMarketingScripts({ ...base, consent: "declined" })).toBe(false);
  });

  it("never loads them for a self-excluded player", () => {
    expect(shouldLoadMarketingScripts({ ...base, selfExcluded: true })).toBe(false);
    expect(shouldLoadMarketingScripts({ ...base, segment: "authenticated", selfExcluded: true })).toBe(false);
  });

  it("never loads them for bots, on play pages or on an overridden cashier URL", () => {
    expect(shouldLoadMarketingScripts({ ...base, bot: true })).toBe(false);
    expect(shouldLoadMarketingScripts({ ...base, pathname: "/play/book-of-embers" })).toBe(false);
    expect(
      shouldLoadMarketingScripts({ ...base, pathname: "/cashier", pages: { overrides: { deposit: "/cashier" } } }),
    ).toBe(false);
  });
});
