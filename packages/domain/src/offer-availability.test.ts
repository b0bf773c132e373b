import { describe, expect, it } from "vitest";
import { offerUnavailability } from "./offer-availability";

// 2026-11-23 is a Monday.
const MONDAY_NOON = new Date("2026-11-23T12:00:00.000Z");
const depositor = { isEmailVerified: true, depositCount: 1, bonuses: [] };

describe("offerUnavailability", () => {
  it("lets a player take a promotion valid today that asks for nothing they lack", () => {
    expect(offerUnavailability({ bonusType: "deposit", calendarDays: [1] }, depositor, MONDAY_NOON)).toBeNull();
    expect(offerUnavailability({ bonusType: "no_deposit" }, depositor, MONDAY_NOON)).toBeNull();
  });

  it("names the weekdays of a promotion not valid today, in the brand's zone", () => {
    expect(offerUnavailability({ bonusType: "freespins", calendarDays: [5, 3] }, depositor, MONDAY_NOON)).toEqual({
      code: "VALID_ON_DAYS",
      days: [3, 5],
    });
    // Monday 00:30 in Berlin is still Sunday in UTC.
    const sundayInUtc = new Date("2026-11-22T23:30:00.000Z");
    expect(offerUnavailability({ bonusType: "deposit", calendarDays: [1] }, depositor, sundayInUtc)).toEqual({
      code: "VALID_ON_DAYS",
      days: [1],
    });
    expect(
      offerUnavailability({ bonusType: "deposit", calendarDays: [1] }, depositor, sundayInUtc, "Europe/Berlin"),
    ).toBeNull();
  });

  it("says how many deposits a promotion needs first, and which deposit a deposit bonus goes with", () => {
    expect(offerUnavailability({ bonusType: "deposit", requiredDepositCount: 2 }, depositor, MONDAY_NOON)).toEqual({
      code: "DEPOSITS_NUMBER",
      required: 2,
      made: 1,
    });
    expect(offerUnavailability({ bonusType: "deposit", requiredDepositCount: 0 }, depositor, MONDAY_NOON)).toEqual({
      code: "DEPOSITS_NUMBER2",
      depositNumber: 1,
    });
    expect(
      offerUnavailability(
        { bonusType: "deposit", requiredDepositCount: 0 },
        { ...depositor, depositCount: 0 },
        MONDAY_NOON,
      ),
    ).toBeNull();
    // Only a deposit bonus goes with one deposit; cashback after one deposit stays open to a later one.
    expect(
      offerUnavailability(
        { bonusType: "instant_cashback", requiredDepositCount: 1 },
        { ...depositor, depositCount: 3 },
        MONDAY_NOON,
      ),
    ).toBeNull();
  });

  it("puts the player's state first: e-mail, an active bonus, cashback without a deposit", () => {
    expect(
      offerUnavailability(
        { bonusType: "freespins", calendarDays: [3], requiresEmailVerification: true },
        { ...depositor, isEmailVerified: false },
        MONDAY_NOON,
      ),
    ).toEqual({ code: "REQUIRED_EMAIL_VERIFICATION" });
    const holder = { ...depositor, bonuses: [{ type: "deposit", status: "active", amount: 50 }] };
    expect(offerUnavailability({ bonusType: "no_deposit" }, holder, MONDAY_NOON)).toEqual({ code: "ACTIVE_BONUS" });
    expect(offerUnavailability({ bonusType: "instant_cashback" }, { depositCount: 0 }, MONDAY_NOON)).toEqual({
      code: "CASHBACK_NEED_DEPOSIT",
    });
  });

  it("keeps a deposit bonus that would replace the active one available: taking it asks first", () => {
    const holder = { ...depositor, bonuses: [{ type: "deposit", status: "active", amount: 50 }] };
    expect(offerUnavailability({ bonusType: "deposit", calendarDays: [1] }, holder, MONDAY_NOON)).toBeNull();
  });
});
