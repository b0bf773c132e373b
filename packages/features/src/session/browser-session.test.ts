// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  clearSessionStorageKeys,
  hasStoredLogout,
  removeStaleStoredToken,
  storeLogout,
  sessionExpiredOnLoad,
  settleSessionExpiry,
  takeStoredLogout,
} from "./browser-session.js";

afterEach(() => {
  window.localStorage.clear();
  document.cookie = "sessionExpired=; Max-Age=0; Path=/";
});

describe("the browser's side of the session", () => {
  it("deletes a token an older version left in local storage", () => {
    window.localStorage.setItem("accessToken", "old-token");
    removeStaleStoredToken();
    expect(window.localStorage.getItem("accessToken")).toBeNull();
  });

  it("clears the stored sort and filter keys when the session ends, and nothing else", () => {
    window.localStorage.setItem("gameSortBy", "rtp");
    window.localStorage.setItem("providerFilter", "x");
    window.localStorage.setItem("gameCookieConsent", "accepted");
    clearSessionStorageKeys();
    expect(Object.keys(window.localStorage)).toEqual(["gameCookieConsent"]);
  });

  it("tells once that the server found the session expired, clearing the sort and filter keys", () => {
    window.localStorage.setItem("gameSortBy", "rtp");
    document.cookie = "sessionExpired=1; Path=/";
    expect(sessionExpiredOnLoad()).toBe(true);
    settleSessionExpiry();
    expect(window.localStorage.getItem("gameSortBy")).toBeNull();
    expect(sessionExpiredOnLoad()).toBe(false);
  });

  it("keeps a logout for its alert until it is taken, once", () => {
    storeLogout({ reason: "USER_INACTIVITY_TIMEOUT", at: 1_000 });
    expect(hasStoredLogout()).toBe(true);
    expect(takeStoredLogout()).toEqual({ reason: "USER_INACTIVITY_TIMEOUT", at: 1_000 });
    expect(takeStoredLogout()).toBeNull();
    expect(hasStoredLogout()).toBe(false);
  });
});
