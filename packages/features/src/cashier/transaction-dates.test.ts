import { describe, expect, it } from "vitest";
import { formatTransactionTime } from "./transaction-dates.js";

describe("formatTransactionTime", () => {
  it("shows the time in the player's zone and locale", () => {
    expect(formatTransactionTime("2026-11-23T23:30:00Z", "en-GB", "Asia/Kolkata")).toBe("24 Nov 2026, 05:00");
    expect(formatTransactionTime("2026-11-23T23:30:00Z", "en-GB", "UTC")).toBe("23 Nov 2026, 23:30");
  });

  it("keeps a text that is not a date as it is, and nothing as nothing", () => {
    expect(formatTransactionTime("yesterday", "en", "UTC")).toBe("yesterday");
    expect(formatTransactionTime(null, "en", "UTC")).toBe("");
  });
});
