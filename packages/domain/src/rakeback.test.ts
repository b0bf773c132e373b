import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RakebackDay } from "./rakeback";
import {
  canClaimRakebackDay,
  isRakebackClaimSuccess,
  rakebackCalendarDates,
  rakebackClaimRequest,
  rakebackClaimSuccessText,
  rakebackDayTiming,
  rakebackDisplayState,
} from "./rakeback";
import { isoWeekdayOf } from "./zoned-date";

// Wednesday 4 March 2026, midday UTC.
const now = new Date("2026-03-04T12:00:00Z");
const claimable: RakebackDay = { dayDate: "2026-03-04", amount: 1.5, showButton: true, paidAt: null };
const signedIn = { now, authenticated: true };

describe("rakebackCalendarDates", () => {
  it("starts on the Monday of the week before the current week and runs 28 days", () => {
    const days = rakebackCalendarDates(now);
    expect(days).toHaveLength(28);
    expect(days[0]).toBe("2026-02-23");
    expect(days[27]).toBe("2026-03-22");
  });

  it("starts the week on Monday when today is Sunday", () => {
    expect(rakebackCalendarDates(new Date("2026-03-08T12:00:00Z"))[0]).toBe("2026-02-23");
    expect(rakebackCalendarDates(new Date("2026-03-09T00:00:00Z"))[0]).toBe("2026-03-02");
  });

  it("uses the player's zone: late Sunday UTC is already Monday in Tokyo", () => {
    const sundayNightUtc = new Date("2026-03-08T20:00:00Z");
    expect(rakebackCalendarDates(sundayNightUtc, "UTC")[0]).toBe("2026-02-23");
    expect(rakebackCalendarDates(sundayNightUtc, "Asia/Tokyo")[0]).toBe("2026-03-02");
  });

  it("keeps whole days across a daylight-saving change", () => {
    const days = rakebackCalendarDates(new Date("2026-03-30T10:00:00Z"), "Europe/Berlin");
    expect(days[0]).toBe("2026-03-23");
    expect(days).toContain("2026-03-29");
    expect(new Set(days).size).toBe(28);
  });

  it("always gives 28 consecutive days starting on a Monday, today among them", () => {
    const zones = [
      "UTC",
      "Europe/Berlin",
      "America/New_York",
      "Asia/Kolkata",
      "Pacific/Kiritimati",
      "Pacific/Pago_Pago",
    ];
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (date, zone) => {
          const days = rakebackCalendarDates(date, zone);
          expect(days).toHaveLength(28);
          expect(isoWeekdayOf(days[0] ?? "")).toBe(1);
          for (let index = 1; index < days.length; index += 1) {
            const previous = new Date(`${days[index - 1] ?? ""}T00:00:00Z`).getTime();
            const current = new Date(`${days[index] ?? ""}T00:00:00Z`).getTime();
            expect(current - previous).toBe(86_400_000);
          }
          const todayIndex = days.findIndex((day) => rakebackDayTiming(day, date, zone) === "today");
          expect(todayIndex).toBeGreaterThanOrEqual(7);
          expect(todayIndex).toBeLessThan(14);
        },
      ),
    );
  });
});

describe("rakebackDayTiming", () => {
  it("tells past, today and future days apart", () => {
    expect(rakebackDayTiming("2026-03-03", now)).toBe("ended");
    expect(rakebackDayTiming("2026-03-04", now)).toBe("today");
    expect(rakebackDayTiming("2026-03-05", now)).toBe("future");
  });

  it("reads the day in the player's zone near midnight", () => {
    const lateEvening = new Date("2026-03-04T23:30:00Z");
    expect(rakebackDayTiming("2026-03-04", lateEvening, "UTC")).toBe("today");
    expect(rakebackDayTiming("2026-03-04", lateEvening, "Europe/Berlin")).toBe("ended");
    expect(rakebackDayTiming("2026-03-05", lateEvening, "Europe/Berlin")).toBe("today");
    expect(rakebackDayTiming("2026-03-05", lateEvening, "America/New_York")).toBe("future");
  });

  it("rejects a value that is not a day", () => {
    expect(() => rakebackDayTiming("yesterday", now)).toThrow(RangeError);
  });
});

describe("canClaimRakebackDay", () => {
  it("shows the Get button for an unpaid day of today with an amount and showButton", () => {
    expect(canClaimRakebackDay(claimable, signedIn)).toBe(true);
  });

  it("shows the Get button for yesterday", () => {
    expect(canClaimRakebackDay({ ...claimable, dayDate: "2026-03-03" }, signedIn)).toBe(true);
  });

  it("hides the Get button for the day before yesterday and for tomorrow", () => {
    expect(canClaimRakebackDay({ ...claimable, dayDate: "2026-03-02" }, signedIn)).toBe(false);
    expect(canClaimRakebackDay({ ...claimable, dayDate: "2026-03-05" }, signedIn)).toBe(false);
  });

  it("hides the Get button for a day already paid", () => {
    expect(canClaimRakebackDay({ ...claimable, paidAt: "2026-03-04T08:00:00Z" }, signedIn)).toBe(false);
  });

  it("hides the Get button for an amount of exactly 0", () => {
    expect(canClaimRakebackDay({ ...claimable, amount: 0 }, signedIn)).toBe(false);
  });

  it("hides the Get button without showButton", () => {
    expect(canClaimRakebackDay({ ...claimable, showButton: false }, signedIn)).toBe(false);
    const { showButton: _ignored, ...withoutFlag } = claimable;
    expect(canClaimRakebackDay(withoutFlag, signedIn)).toBe(false);
  });

  it("hides the Get button for anonymous visitors", () => {
    expect(canClaimRakebackDay(claimable, { now, authenticated: false })).toBe(false);
  });

  it("counts yesterday in the player's zone", () => {
    // 00:30 on 5 March in Berlin is still 4 March in UTC.
    const justAfterMidnightBerlin = new Date("2026-03-04T23:30:00Z");
    const day = { ...claimable, dayDate: "2026-03-03" };
    expect(canClaimRakebackDay(day, { now: justAfterMidnightBerlin, authenticated: true, zone: "UTC" })).toBe(true);
    expect(canClaimRakebackDay(day, { now: justAfterMidnightBerlin, authenticated: true, zone: "Europe/Berlin" })).toBe(
      false,
    );
  });
});

describe("rakebackDisplayState", () => {
  it("shows a paid day as claimed", () => {
    expect(rakebackDisplayState({ ...claimable, paidAt: "2026-03-04T08:00:00Z" }, signedIn)).toBe("claimed");
  });

  it("shows a claimable day as available", () => {
    expect(rakebackDisplayState(claimable, signedIn)).toBe("available");
  });

  it("shows today and future days without a claimable reward as play to win", () => {
    expect(rakebackDisplayState({ ...claimable, amount: 0 }, signedIn)).toBe("play-to-win");
    expect(rakebackDisplayState({ ...claimable, dayDate: "2026-03-10" }, signedIn)).toBe("play-to-win");
    expect(rakebackDisplayState(claimable, { now, authenticated: false })).toBe("play-to-win");
  });

  it("shows a past day that can no longer be claimed as not claimed", () => {
    expect(rakebackDisplayState({ ...claimable, dayDate: "2026-03-01" }, signedIn)).toBe("not-claimed");
    expect(rakebackDisplayState({ ...claimable, dayDate: "2026-03-03", amount: 0 }, signedIn)).toBe("not-claimed");
  });
});

describe("isRakebackClaimSuccess", () => {
  it("succeeds for an amount of 0 or more", () => {
    expect(isRakebackClaimSuccess({ data: { amount: 0 } })).toBe(true);
    expect(isRakebackClaimSuccess({ data: { amount: 12.5 } })).toBe(true);
  });

  it("fails for a negative, missing or null amount", () => {
    expect(isRakebackClaimSuccess({ data: { amount: -1 } })).toBe(false);
    expect(isRakebackClaimSuccess({ data: { amount: null } })).toBe(false);
    expect(isRakebackClaimSuccess({ data: {} })).toBe(false);
    expect(isRakebackClaimSuccess({ data: null })).toBe(false);
    expect(isRakebackClaimSuccess(null)).toBe(false);
    expect(isRakebackClaimSuccess(undefined)).toBe(false);
  });
});

describe("rakebackClaimSuccessText", () => {
  it("replaces [AA] with the amount and the currency code", () => {
    expect(rakebackClaimSuccessText("You received [AA]!", 12.5, "eur")).toBe("You received 12.50 EUR!");
  });

  it("replaces every [AA] and leaves a text without one unchanged", () => {
    expect(rakebackClaimSuccessText("[AA] / [AA]", 1, "USD")).toBe("1.00 USD / 1.00 USD");
    expect(rakebackClaimSuccessText("Claimed", 1, "USD")).toBe("Claimed");
  });

  it("keeps crypto decimals", () => {
    expect(rakebackClaimSuccessText("[AA]", 0.00012345, "btc", { crypto: true })).toBe("0.00012345 BTC");
  });
});

describe("rakebackClaimRequest", () => {
  it("claims the day with today as the customer date in the player's zone", () => {
    const request = rakebackClaimRequest(
      { ...claimable, dayDate: "2026-03-03", bonusId: 7 },
      { now: new Date("2026-03-04T23:30:00Z"), zone: "Europe/Berlin" },
    );
    expect(request).toEqual({
      query: { timeZone: "Europe/Berlin", customerDate: "2026-03-05", bonusId: "7" },
      body: { bonusId: "7", claimDate: "2026-03-03", customerDate: "2026-03-05" },
    });
  });

  it("falls back to the calendar's bonus id", () => {
    expect(rakebackClaimRequest(claimable, { now, fallbackBonusId: 99 }).body.bonusId).toBe("99");
  });
});
