import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { calendarAwardBody, rakebackClaimBody, rakebackDaysBody } from "../test-support/fixtures";
import { calendarAwardResponseSchema, rakebackClaimResponseSchema, rakebackDaysResponseSchema } from "./rakeback";

describe("rakeback schemas", () => {
  it("reads rakeback days, a missing amount as 0", () => {
    const parsed = v.parse(rakebackDaysResponseSchema, rakebackDaysBody);
    expect(parsed.data[0]).toMatchObject({ dayDate: "2026-11-20", amount: 1.25, showButton: true, bonusId: 9 });
    expect(parsed.data[1]?.amount).toBe(0);
    expect(parsed.data[1]?.paidAt).toBe("2026-11-21T08:00:00Z");
  });

  it("rejects a day without its date", () => {
    expect(v.safeParse(rakebackDaysResponseSchema, { data: [{ amount: 1 }] }).success).toBe(false);
  });

  it("reads the claim's data.amount and lets a missing amount through as a failed claim", () => {
    expect(v.parse(rakebackClaimResponseSchema, rakebackClaimBody).data?.amount).toBe(1.25);
    expect(v.parse(rakebackClaimResponseSchema, { success: false, data: null }).data).toBeNull();
    expect(v.safeParse(rakebackClaimResponseSchema, { data: { amount: "abc" } }).success).toBe(false);
  });

  it("reads the calendar award's ngr, payout and percent", () => {
    expect(v.parse(calendarAwardResponseSchema, calendarAwardBody).data.userCalendarData).toEqual({
      ngr: 200,
      payout: 10,
      percent: 5,
    });
    expect(v.safeParse(calendarAwardResponseSchema, { data: { userCalendarData: { ngr: "x" } } }).success).toBe(false);
  });
});
