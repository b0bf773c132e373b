import { describe, expect, it } from "vitest";
import { COOKIE_NAMES, LOCAL_STORAGE_KEYS } from "./storage-keys";
import {
  ACCESS_TOKEN_COOKIE_NAME,
  ACCESS_TOKEN_STORAGE_KEY,
  isAuthenticated,
  sessionExpiredRedirect,
  storageKeysClearedOnSessionExpiry,
  takeAccessTokenFromUrl,
} from "./session";

describe("isAuthenticated", () => {
  it("is authenticated with a token in the cookie or in storage", () => {
    expect(isAuthenticated({ cookieToken: "abc" })).toBe(true);
    expect(isAuthenticated({ storageToken: "abc" })).toBe(true);
  });

  it("is anonymous without a token, or with one left as the text undefined or null", () => {
    expect(isAuthenticated({})).toBe(false);
    expect(isAuthenticated({ cookieToken: "", storageToken: "  " })).toBe(false);
    expect(isAuthenticated({ cookieToken: "undefined", storageToken: "null" })).toBe(false);
  });
});

describe("storageKeysClearedOnSessionExpiry", () => {
  it("clears the token and the sort and filter keys, and nothing else", () => {
    expect(
      storageKeysClearedOnSessionExpiry(["accessToken", "gameSortBy", "providerFilter", "locale", "gameCookieConsent"]),
    ).toEqual(["accessToken", "gameSortBy", "providerFilter"]);
  });

  it("always names the token, even when storage has no other key", () => {
    expect(storageKeysClearedOnSessionExpiry([])).toEqual(["accessToken"]);
    expect(storageKeysClearedOnSessionExpiry(["SORT"])).toEqual(["accessToken", "SORT"]);
  });
});

describe("sessionExpiredRedirect", () => {
  it("sends the visitor to the current page with modal=login", () => {
    expect(sessionExpiredRedirect("/promotions")).toBe("/promotions?modal=login");
    expect(sessionExpiredRedirect("/promotions?tab=2#top")).toBe("/promotions?tab=2&modal=login");
  });

  it("replaces another modal rather than stacking two", () => {
    expect(sessionExpiredRedirect("/?modal=rakeback")).toBe("/?modal=login");
  });

  it("uses the root for an empty path", () => {
    expect(sessionExpiredRedirect("")).toBe("/?modal=login");
  });
});

describe("stored key names", () => {
  it("names the token the same in storage and cookie, as the spec's keys", () => {
    expect(LOCAL_STORAGE_KEYS.accessToken).toBe(ACCESS_TOKEN_STORAGE_KEY);
    expect(COOKIE_NAMES.accessToken).toBe(ACCESS_TOKEN_COOKIE_NAME);
    expect(LOCAL_STORAGE_KEYS.cpncSent).toBe("cpnc_sent");
  });
});

describe("takeAccessTokenFromUrl", () => {
  it("takes the token and removes it from the URL, keeping the rest", () => {
    expect(takeAccessTokenFromUrl("/casino?at=abc&modal=login#top")).toEqual({
      token: "abc",
      url: "/casino?modal=login#top",
    });
    expect(takeAccessTokenFromUrl("https://example.com/?at=abc")).toEqual({
      token: "abc",
      url: "https://example.com/",
    });
  });

  it("removes an empty at without returning a token", () => {
    expect(takeAccessTokenFromUrl("/?at=")).toEqual({ token: null, url: "/" });
  });

  it("leaves a URL without at unchanged", () => {
    expect(takeAccessTokenFromUrl("/promotions?tab=2")).toEqual({ token: null, url: "/promotions?tab=2" });
    expect(takeAccessTokenFromUrl("/promotions#at=abc")).toEqual({ token: null, url: "/promotions#at=abc" });
  });
});
