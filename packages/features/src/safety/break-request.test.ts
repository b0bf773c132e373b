import { describe, expect, it } from "vitest";
import { breakRequest } from "./break-request.js";

describe("breakRequest", () => {
  it("sends a freeze in whole days, a week as 7", () => {
    expect(breakRequest("freeze", "10d", "Europe/Berlin")).toEqual({
      type: "freeze",
      value: 10,
      unit: "days",
      timeZone: "Europe/Berlin",
    });
    expect(breakRequest("freeze", "1w", "UTC")).toMatchObject({ value: 7, unit: "days" });
  });

  it("sends a time-out in whole days, 24 hours as 1 and 6 weeks as 42", () => {
    expect(breakRequest("time-out", "24h", "UTC")).toEqual({
      type: "time-out",
      value: 1,
      unit: "days",
      timeZone: "UTC",
    });
    expect(breakRequest("time-out", "6w", "UTC")).toMatchObject({ value: 42, unit: "days" });
  });
});
