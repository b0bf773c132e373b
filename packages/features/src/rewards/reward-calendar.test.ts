import type { UserDetails } from "@casino/api-client";
import { describe, expect, it } from "vitest";
import { rewardCalendarShown } from "./reward-calendar.js";

const details = (rewardCalendarOptOut?: boolean | null): UserDetails => ({
  getUser: { userId: 7, rewardCalendarOptOut },
});

describe("rewardCalendarShown", () => {
  it("hides the calendar from a player who opted out", () => {
    expect(rewardCalendarShown(details(true))).toBe(false);
  });

  it("shows it to a player who did not, to one whose back end sends no flag, and to a visitor", () => {
    expect(rewardCalendarShown(details(false))).toBe(true);
    expect(rewardCalendarShown(details(undefined))).toBe(true);
    expect(rewardCalendarShown(details(null))).toBe(true);
    expect(rewardCalendarShown(null)).toBe(true);
  });
});
