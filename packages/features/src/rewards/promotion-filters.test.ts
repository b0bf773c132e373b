import { createTranslator } from "@casino/i18n";
import { describe, expect, it } from "vitest";
import { promotionFilters, promotionsUrl, readPromotionFilters } from "./promotion-filters.js";

const t = createTranslator({ dev: false });

describe("readPromotionFilters", () => {
  it("reads the type, the ISO weekday and the page from the address", () => {
    expect(readPromotionFilters({ type: "Deposit", day: "7", page: "2" })).toEqual({
      type: "deposit",
      day: 7,
      page: 2,
    });
  });

  it("leaves out what it cannot read: every type, every day, the first page", () => {
    expect(readPromotionFilters({ type: "<script>", day: "8", page: "-1" })).toEqual({
      type: null,
      day: null,
      page: 1,
    });
  });
});

describe("promotionsUrl", () => {
  it("keeps the defaults out of the address", () => {
    expect(promotionsUrl("/de/promotions", { type: null, day: null, page: 1 })).toBe("/de/promotions");
    expect(promotionsUrl("/promotions", { type: "freespins", day: 3, page: 2 })).toBe(
      "/promotions?type=freespins&day=3&page=2",
    );
  });
});

describe("promotionFilters", () => {
  it("offers every type and every weekday, marks the current ones and goes back to the first page", () => {
    const [types, days] = promotionFilters({ type: "deposit", day: 1, page: 3 }, "/promotions", t, [
      "deposit",
      "freespins",
    ]);
    expect(types?.options.map((option) => [option.label, option.href, option.current])).toEqual([
      ["All", "/promotions?day=1", false],
      ["Deposit bonus", "/promotions?type=deposit&day=1", true],
      ["Free spins", "/promotions?type=freespins&day=1", false],
    ]);
    expect(days?.options.map((option) => option.label)).toEqual([
      "Any day",
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
      "Sun",
    ]);
    expect(days?.options.find((option) => option.current)?.href).toBe("/promotions?type=deposit&day=1");
  });
});
