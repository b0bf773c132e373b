import { describe, expect, it } from "vitest";
import { scriptsQuery, shouldLoadExternalScripts, visitorSegment } from "./scripts";

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
