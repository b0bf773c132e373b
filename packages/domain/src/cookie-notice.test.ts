import { describe, expect, it } from "vitest";
import { shouldShowCookieNotice } from "./cookie-notice";

describe("shouldShowCookieNotice", () => {
  it("shows until accepted", () => {
    expect(shouldShowCookieNotice({ pathname: "/", consent: null })).toBe(true);
    expect(shouldShowCookieNotice({ pathname: "/", consent: "declined" })).toBe(true);
    expect(shouldShowCookieNotice({ pathname: "/", consent: "accepted" })).toBe(false);
  });

  it("is hidden on game and play pages", () => {
    expect(shouldShowCookieNotice({ pathname: "/casino/games/starburst", consent: null })).toBe(false);
    expect(shouldShowCookieNotice({ pathname: "/de/play/starburst", consent: undefined })).toBe(false);
    expect(shouldShowCookieNotice({ pathname: "/casino", consent: undefined })).toBe(true);
  });
});
