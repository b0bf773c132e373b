import { describe, expect, it } from "vitest";
import {
  LOGOUT_REASONS,
  isLogoutReason,
  logoutAlert,
  parseStoredLogout,
  serializeStoredLogout,
  showsLogoutAlert,
} from "./logout";

describe("LOGOUT_REASONS", () => {
  it("lists the seven reasons of the spec", () => {
    // One line on purpose: the order is the contract, and a second copy of the list would be a second owner.
    expect(LOGOUT_REASONS.join(" ")).toBe(
      "USER_INITIATED USER_INACTIVITY_TIMEOUT SESSION_EXPIRED ACCOUNT_LOCKED SECURITY_LOGOUT CONCURRENT_SESSION SYSTEM_MAINTENANCE",
    );
  });

  it("recognises only those codes", () => {
    expect(isLogoutReason("ACCOUNT_LOCKED")).toBe(true);
    expect(isLogoutReason("account_locked")).toBe(false);
    expect(isLogoutReason(3)).toBe(false);
  });
});

describe("logoutAlert", () => {
  it("shows the inactive title and message after an inactivity timeout", () => {
    expect(logoutAlert("USER_INACTIVITY_TIMEOUT")).toEqual({
      variant: "inactive",
      titleKey: "alert.inactive.title",
      messageKey: "alert.inactive.message",
      reasonKey: "alert.logout.reason.USER_INACTIVITY_TIMEOUT",
    });
  });

  it("shows the logout title and message for every other reason", () => {
    for (const reason of LOGOUT_REASONS.filter((value) => value !== "USER_INACTIVITY_TIMEOUT")) {
      expect(logoutAlert(reason).titleKey).toBe("alert.logout.title");
      expect(logoutAlert(reason).messageKey).toBe("alert.logout.message");
    }
  });
});

describe("stored logout", () => {
  it("round-trips a stored logout", () => {
    const logout = { reason: "SESSION_EXPIRED" as const, at: 1_772_625_600_000 };
    expect(parseStoredLogout(serializeStoredLogout(logout))).toEqual(logout);
  });

  it("ignores corrupted or unknown entries", () => {
    expect(parseStoredLogout(null)).toBeNull();
    expect(parseStoredLogout("")).toBeNull();
    expect(parseStoredLogout("{not json")).toBeNull();
    expect(parseStoredLogout('"SESSION_EXPIRED"')).toBeNull();
    expect(parseStoredLogout('{"reason":"BORED","at":1}')).toBeNull();
    expect(parseStoredLogout('{"reason":"SESSION_EXPIRED","at":"yesterday"}')).toBeNull();
  });
});

describe("showsLogoutAlert", () => {
  it("explains every logout the player did not ask for", () => {
    expect(LOGOUT_REASONS.filter(showsLogoutAlert)).toEqual(LOGOUT_REASONS.filter((r) => r !== "USER_INITIATED"));
  });

  it("shows nothing after the player's own Log out", () => {
    expect(showsLogoutAlert("USER_INITIATED")).toBe(false);
  });
});
