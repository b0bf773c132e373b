import { describe, expect, it } from "vitest";
import { availableOffers, wageringProgress } from "./wagering";

describe("wageringProgress", () => {
  it("adds wagered and left into the whole wagering, without a floating-point remainder", () => {
    expect(wageringProgress({ wageredAmount: 0.1, wagerLeft: 0.2 }, "EUR")).toEqual({
      wagered: 0.1,
      required: 0.3,
      left: 0.2,
      fraction: 1 / 3,
      complete: false,
    });
  });

  it("is complete once nothing is left to wager", () => {
    expect(wageringProgress({ wageredAmount: 350, wagerLeft: 0 }, "EUR")).toMatchObject({
      fraction: 1,
      complete: true,
    });
  });

  it("counts a bonus that asks for no wagering as complete", () => {
    expect(wageringProgress({}, "EUR")).toMatchObject({ required: 0, fraction: 1, complete: true });
  });

  it("keeps crypto amounts to 8 decimals", () => {
    expect(
      wageringProgress({ wageredAmount: 0.00000001, wagerLeft: 0.00000002 }, "BTC", { crypto: true }).required,
    ).toBe(0.00000003);
  });
});

describe("availableOffers", () => {
  it("leaves out the promotions the player already took, whatever became of them", () => {
    const offers = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(availableOffers(offers, [{ bonusId: 2 }, { bonusId: "3" }], "2026-11-23")).toEqual([{ id: 1 }]);
  });

  it("offers a promotion up to and including its last day", () => {
    const offers = [
      { id: 1, validTo: "2026-11-22" },
      { id: 2, validTo: "2026-11-23" },
      { id: 3, validTo: null },
    ];
    expect(availableOffers(offers, [], "2026-11-23").map((offer) => offer.id)).toEqual([2, 3]);
  });
});
