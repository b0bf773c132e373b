import { describe, expect, it } from "vitest";
import { isLimitChangeDue, limitChangeDecision } from "./limit-changes";

const now = new Date("2026-03-04T12:00:00Z");
const context = { now, coolingOffMs: 24 * 3_600_000 };

describe("limitChangeDecision", () => {
  it("applies a lower limit, the same limit and a first limit at once", () => {
    expect(limitChangeDecision(100, 50, context)).toEqual({ effect: "immediate" });
    expect(limitChangeDecision(100, 100, context)).toEqual({ effect: "immediate" });
    expect(limitChangeDecision(null, 500, context)).toEqual({ effect: "immediate" });
    expect(limitChangeDecision(undefined, null, context)).toEqual({ effect: "immediate" });
  });

  it("keeps a raise pending for the 24-hour cooling-off", () => {
    expect(limitChangeDecision(100, 1000, context)).toEqual({
      effect: "pending",
      pendingUntil: new Date("2026-03-05T12:00:00Z"),
    });
  });

  it("keeps a removal pending just as long", () => {
    expect(limitChangeDecision(100, null, context)).toEqual({
      effect: "pending",
      pendingUntil: new Date("2026-03-05T12:00:00Z"),
    });
  });

  it("waits as long as the jurisdiction asks", () => {
    const sevenDays = 7 * 86_400_000;
    expect(limitChangeDecision(100, 200, { now, coolingOffMs: sevenDays })).toEqual({
      effect: "pending",
      pendingUntil: new Date("2026-03-11T12:00:00Z"),
    });
  });

  it("applies a raise and a removal at once where no cooling-off is asked for, as the spec has it", () => {
    expect(limitChangeDecision(100, 200, { now, coolingOffMs: 0 })).toEqual({ effect: "immediate" });
    expect(limitChangeDecision(100, null, { now, coolingOffMs: 0 })).toEqual({ effect: "immediate" });
  });

  it("refuses a negative or unreadable cooling-off", () => {
    expect(() => limitChangeDecision(100, 200, { now, coolingOffMs: -1 })).toThrow(RangeError);
    expect(() => limitChangeDecision(100, 200, { now, coolingOffMs: Number.NaN })).toThrow(RangeError);
  });
});

describe("isLimitChangeDue", () => {
  it("is due from the end of the cooling-off on, and not a moment before", () => {
    expect(isLimitChangeDue("2026-03-05T12:00:00Z", new Date("2026-03-05T11:59:59.999Z"))).toBe(false);
    expect(isLimitChangeDue("2026-03-05T12:00:00Z", new Date("2026-03-05T12:00:00Z"))).toBe(true);
    expect(isLimitChangeDue(new Date("2026-03-05T12:00:00Z"), new Date("2026-03-06T00:00:00Z"))).toBe(true);
  });

  it("never loosens a limit on an unreadable date", () => {
    expect(isLimitChangeDue("soon", now)).toBe(false);
  });
});
