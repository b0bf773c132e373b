import { RETARGETING_DEPOSIT_EVENT } from "@casino/domain";
import { describe, expect, it } from "vitest";
import { announceRetargetingDeposit } from "./retargeting.js";

function heard(counts: number[]): unknown[] {
  const target = new EventTarget();
  const details: unknown[] = [];
  target.addEventListener(RETARGETING_DEPOSIT_EVENT, (event) => details.push((event as CustomEvent).detail));
  for (const count of counts) announceRetargetingDeposit(target, count);
  return details;
}

describe("announceRetargetingDeposit", () => {
  it("tells the scripts each deposit's count as the retargeting buckets 1 to 5+", () => {
    expect(heard([1, 2, 3, 4, 5, 12])).toEqual([
      { depositCount: "1" },
      { depositCount: "2" },
      { depositCount: "3" },
      { depositCount: "4" },
      { depositCount: "5+" },
      { depositCount: "5+" },
    ]);
  });

  it("says nothing before a first deposit", () => {
    expect(heard([0, -1, Number.NaN])).toEqual([]);
  });
});
