import { describe, expect, it } from "vitest";
import { cookieAssignment, readCookie } from "./cookies.js";

describe("readCookie", () => {
  it("finds a cookie among others and decodes it", () => {
    expect(readCookie("a=1; accessToken=ab%20c; b=2", "accessToken")).toBe("ab c");
  });

  it("says null when the cookie is not there, even when another name contains it", () => {
    expect(readCookie("myaccessToken=x", "accessToken")).toBeNull();
    expect(readCookie("", "accessToken")).toBeNull();
  });
});

describe("cookieAssignment", () => {
  it("writes a site-wide SameSite=Lax cookie with its lifetime", () => {
    expect(cookieAssignment("gameCookieConsent", "accepted", { maxAgeSeconds: 31_536_000, secure: true })).toBe(
      "gameCookieConsent=accepted; Max-Age=31536000; Path=/; SameSite=Lax; Secure",
    );
  });

  it("deletes a cookie with a max age of 0", () => {
    expect(cookieAssignment("accessToken", "", { maxAgeSeconds: 0, secure: false })).toBe(
      "accessToken=; Max-Age=0; Path=/; SameSite=Lax",
    );
  });
});
