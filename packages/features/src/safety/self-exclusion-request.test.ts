import { describe, expect, it } from "vitest";
import { selfExclusionRequest } from "./self-exclusion-request.js";

describe("selfExclusionRequest", () => {
  it("sends a permanent exclusion as permanent", () => {
    expect(selfExclusionRequest("permanent", "UTC")).toEqual({ type: "self-exclusion", permanent: true });
  });

  it("sends each period in the units the call takes, with the player's zone", () => {
    const zone = "Europe/Berlin";
    expect(selfExclusionRequest("1h", zone)).toEqual({
      type: "self-exclusion",
      value: 1,
      unit: "hours",
      timeZone: zone,
    });
    expect(selfExclusionRequest("12h", zone)).toMatchObject({ value: 12, unit: "hours" });
    expect(selfExclusionRequest("3d", zone)).toMatchObject({ value: 3, unit: "days" });
    expect(selfExclusionRequest("1w", zone)).toMatchObject({ value: 7, unit: "days" });
    expect(selfExclusionRequest("1m", zone)).toMatchObject({ value: 1, unit: "months" });
  });

  it("sends a custom length in the months or days the player typed", () => {
    expect(selfExclusionRequest({ value: 10, unit: "days" }, "UTC")).toEqual({
      type: "self-exclusion",
      value: 10,
      unit: "days",
      timeZone: "UTC",
    });
    expect(selfExclusionRequest({ value: 2, unit: "months" }, "UTC")).toMatchObject({ value: 2, unit: "months" });
  });
});
