import { describe, expect, it } from "vitest";
import { freeMoneyOffers, isFreeMoneyOffer } from "./free-money";

const MONDAY_NOON = new Date("2026-11-23T12:00:00Z");

describe("isFreeMoneyOffer", () => {
  it("takes a no-deposit bonus and free spins, in any case", () => {
    expect(isFreeMoneyOffer({ bonusType: "no_deposit" })).toBe(true);
    expect(isFreeMoneyOffer({ bonusType: "FreeSpins" })).toBe(true);
  });

  it("leaves out deposit bonuses and cashback, which need money paid in", () => {
    expect(isFreeMoneyOffer({ bonusType: "deposit", requiredDepositCount: 0 })).toBe(false);
    expect(isFreeMoneyOffer({ bonusType: "instant_cashback" })).toBe(false);
    expect(isFreeMoneyOffer({ bonusType: null })).toBe(false);
  });

  it("leaves out free spins that ask for deposits first", () => {
    expect(isFreeMoneyOffer({ bonusType: "freespins", requiredDepositCount: 1 })).toBe(false);
    expect(isFreeMoneyOffer({ bonusType: "freespins", requiredDepositCount: 0 })).toBe(true);
  });
});

describe("freeMoneyOffers", () => {
  const offers = [
    { id: 1, bonusType: "deposit" },
    { id: 3, bonusType: "freespins" },
    { id: 4, bonusType: "no_deposit" },
    { id: 7, bonusType: "no_deposit", validTo: "2026-11-22" },
    { id: 9, bonusType: "no_deposit", validTo: "2026-11-23" },
  ];

  it("lists the free offers still open today, in the catalogue's order", () => {
    expect(freeMoneyOffers(offers, [], MONDAY_NOON).map((offer) => offer.id)).toEqual([3, 4, 9]);
  });

  it("leaves out what the player took before", () => {
    expect(freeMoneyOffers(offers, [{ bonusId: 4 }], MONDAY_NOON).map((offer) => offer.id)).toEqual([3, 9]);
  });

  it("reads the last day in the brand's zone", () => {
    // 23:30 UTC on the 22nd is already the 23rd in Berlin: offer 7 ended the day before.
    const lateSunday = new Date("2026-11-22T23:30:00Z");
    expect(freeMoneyOffers(offers, [], lateSunday, "UTC").map((offer) => offer.id)).toContain(7);
    expect(freeMoneyOffers(offers, [], lateSunday, "Europe/Berlin").map((offer) => offer.id)).not.toContain(7);
  });
});
