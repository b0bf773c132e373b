import { describe, expect, it } from "vitest";
import { formatCalendarDay } from "./format-day.js";

describe("formatCalendarDay", () => {
  it("writes the day itself in the player's language, whatever the server's zone", () => {
    expect(formatCalendarDay("2027-05-21", "en")).toBe("May 21, 2027");
    expect(formatCalendarDay("2027-01-01", "de")).toBe("1. Januar 2027");
  });
});
