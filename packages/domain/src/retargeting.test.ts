import { describe, expect, it } from "vitest";
import { retargetingDepositCount } from "./retargeting";

describe("retargetingDepositCount", () => {
  it("names the first four deposits by number", () => {
    expect([1, 2, 3, 4].map(retargetingDepositCount)).toEqual(["1", "2", "3", "4"]);
  });

  it("groups the fifth deposit and after as 5+", () => {
    expect(retargetingDepositCount(5)).toBe("5+");
    expect(retargetingDepositCount(250)).toBe("5+");
  });

  it("sends nothing before a first deposit or for a missing count", () => {
    for (const count of [0, -1, Number.NaN, null, undefined]) expect(retargetingDepositCount(count)).toBeNull();
  });
});
