import { describe, expect, it } from "vitest";
import { COOKIE_NAMES, LOCAL_STORAGE_KEYS } from "./storage-keys";
import {
  accessTokenHandoffDecision,
  isTopLevelNavigation,
  maskedEmail,
  ACCESS_TOKEN_COOKIE_NAME,
  ACCESS_TOKEN_STORAGE_KEY,
  isAuthenticated,
  isWellFormedAccessToken,
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

describe("isWellFormedAccessToken", () => {
  it("accepts opaque tokens, JWTs and base64 of 16 to 4,096 characters", () => {
    expect(isWellFormedAccessToken("0123456789abcdef")).toBe(true);
    expect(isWellFormedAccessToken("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl")).toBe(true);
    expect(isWellFormedAccessToken("a+b/c=d~e_f-g.h0123")).toBe(true);
    expect(isWellFormedAccessToken("x".repeat(4096))).toBe(true);
  });

  it("refuses what is too short, too long or carries other characters", () => {
    expect(isWellFormedAccessToken("0123456789abcde")).toBe(false);
    expect(isWellFormedAccessToken("x".repeat(4097))).toBe(false);
    expect(isWellFormedAccessToken('"><script>alert(1)</script>')).toBe(false);
    expect(isWellFormedAccessToken("0123456789abcdef 0123")).toBe(false);
    expect(isWellFormedAccessToken(null)).toBe(false);
  });
});

describe("isTopLevelNavigation", () => {
  it("is a GET the browser opens as the tab's page, nothing else", () => {
    expect(isTopLevelNavigation({ method: "GET", fetchMode: "navigate", fetchDest: "document" })).toBe(true);
    expect(isTopLevelNavigation({ method: "get", fetchMode: "Navigate", fetchDest: "Document" })).toBe(true);
    // A form another site posts, a frame, a script's fetch, a client that does not say.
    expect(isTopLevelNavigation({ method: "POST", fetchMode: "navigate", fetchDest: "document" })).toBe(false);
    expect(isTopLevelNavigation({ method: "GET", fetchMode: "navigate", fetchDest: "iframe" })).toBe(false);
    expect(isTopLevelNavigation({ method: "GET", fetchMode: "cors", fetchDest: "empty" })).toBe(false);
    expect(isTopLevelNavigation({ method: "GET", fetchMode: null, fetchDest: null })).toBe(false);
  });
});

describe("accessTokenHandoffDecision", () => {
  const handedOver = "9f1c2e7a0b3d4c5e6f70";

  it("ignores a missing or malformed token, whoever is signed in", () => {
    expect(accessTokenHandoffDecision({ handedOver: null, current: null, navigation: true })).toBe("ignore");
    expect(accessTokenHandoffDecision({ handedOver: "short", current: null, navigation: true })).toBe("ignore");
    expect(accessTokenHandoffDecision({ handedOver: "<img onerror=x>", current: handedOver, navigation: true })).toBe(
      "ignore",
    );
  });

  it("ignores a token that does not arrive on a top-level GET navigation (a form posted from another site)", () => {
    expect(accessTokenHandoffDecision({ handedOver, current: null, navigation: false })).toBe("ignore");
    expect(accessTokenHandoffDecision({ handedOver, current: "0000aaaa1111bbbb2222", navigation: false })).toBe(
      "ignore",
    );
  });

  it("asks a visitor nobody is signed in as before the link signs them in", () => {
    expect(accessTokenHandoffDecision({ handedOver, current: null, navigation: true })).toBe("ask");
    expect(accessTokenHandoffDecision({ handedOver, current: "undefined", navigation: true })).toBe("ask");
  });

  it("keeps the session when the link carries the same token", () => {
    expect(accessTokenHandoffDecision({ handedOver, current: handedOver, navigation: true })).toBe("keep");
  });

  it("asks the player before another session replaces the open one", () => {
    expect(accessTokenHandoffDecision({ handedOver, current: "0000aaaa1111bbbb2222", navigation: true })).toBe("ask");
  });
});

describe("maskedEmail", () => {
  it("shows the first and last letters of the name and the whole domain", () => {
    expect(maskedEmail("depositor@demo.casino")).toBe("d•••••••r@demo.casino");
    expect(maskedEmail("al@demo.casino")).toBe("a•@demo.casino");
    expect(maskedEmail("a@demo.casino")).toBe("a•@demo.casino");
    expect(maskedEmail("averyveryverylongname@x.io")).toBe("a••••••••e@x.io");
  });

  it("hides a value that is not an address altogether", () => {
    expect(maskedEmail("+35699123456")).toBe("••••••••");
  });
});
