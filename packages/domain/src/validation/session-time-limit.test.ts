import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as v from "valibot";
import { sessionTimeLimitMinutes, sessionTimeLimitSchema, validateSessionTimeLimit } from "./session-time-limit";
import type { SessionTimeLimitUnit } from "./session-time-limit";

describe("validateSessionTimeLimit", () => {
  it("takes at least 10 minutes, 1 hour or 1 day, the bound itself included", () => {
    expect(validateSessionTimeLimit(10, "minutes")).toBeNull();
    expect(validateSessionTimeLimit(9, "minutes")).toBe("form.validation.invalid.session.limit.min");
    expect(validateSessionTimeLimit(1, "hours")).toBeNull();
    expect(validateSessionTimeLimit(0.5, "hours")).toBe("form.validation.invalid.session.limit.min");
    expect(validateSessionTimeLimit(1, "days")).toBeNull();
    expect(validateSessionTimeLimit(0, "days")).toBe("form.validation.invalid.session.limit.min");
  });

  it("takes at most 720 hours, 30 days or 43,200 minutes", () => {
    expect(validateSessionTimeLimit(720, "hours")).toBeNull();
    expect(validateSessionTimeLimit(721, "hours")).toBe("form.validation.invalid.session.limit.max");
    expect(validateSessionTimeLimit(30, "days")).toBeNull();
    expect(validateSessionTimeLimit(31, "days")).toBe("form.validation.invalid.session.limit.max");
    expect(validateSessionTimeLimit(43_200, "minutes")).toBeNull();
    expect(validateSessionTimeLimit(43_201, "minutes")).toBe("form.validation.invalid.session.limit.max");
  });

  it("asks for a value when it is not a number", () => {
    expect(validateSessionTimeLimit(Number.NaN, "hours")).toBe("form.validation.invalid.required");
  });

  it("agrees across units: a valid limit is always 10 minutes to 30 days long", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 50_000, noNaN: true }),
        fc.constantFrom<SessionTimeLimitUnit>("minutes", "hours", "days"),
        (value, unit) => {
          const minutes = sessionTimeLimitMinutes(value, unit);
          return validateSessionTimeLimit(value, unit) !== null || (minutes >= 10 && minutes <= 43_200);
        },
      ),
    );
  });

  it("gives the schema the same keys", () => {
    expect(v.safeParse(sessionTimeLimitSchema("days"), 31).issues?.[0]?.message).toBe(
      "form.validation.invalid.session.limit.max",
    );
    expect(v.safeParse(sessionTimeLimitSchema("days"), "3").issues?.[0]?.message).toBe(
      "form.validation.invalid.required",
    );
  });
});
