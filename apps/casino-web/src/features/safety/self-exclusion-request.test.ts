import { describe, expect, it } from "vitest";
import { selfExclusionRequest } from "./self-exclusion-request";

describe("selfExclusionRequest", () => {
  it("sends a permanent exclusion as permanent", () => {
    expect(selfExclusionRequest("permanent")).toEqual({ type: "self-exclusion", permanent: true });
  });

  it("sends each period in the units the call takes", () => {
    expect(selfExclusionRequest("1h")).toEqual({ type: "self-exclusion", value: 1, unit: "hours" });
    expect(selfExclusionRequest("12h")).toEqual({ type: "self-exclusion", value: 12, unit: "hours" });
    expect(selfExclusionRequest("3d")).toEqual({ type: "self-exclusion", value: 3, unit: "days" });
    expect(selfExclusionRequest("1w")).toEqual({ type: "self-exclusion", value: 7, unit: "days" });
    expect(selfExclusionRequest("1m")).toEqual({ type: "self-exclusion", value: 1, unit: "months" });
  });
});
