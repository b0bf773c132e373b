import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { gameProvidersResponseSchema, gameResponseSchema, gameSchema, gamesResponseSchema } from "./games";

const game = {
  id: 12,
  slug: "crystal-crown",
  name: "Crystal Crown",
  provider: "Aurora Reels",
  providerSlug: "aurora-reels",
  thumbnailUrl: "/api/core/casino/assets/games/crystal-crown.svg",
  categories: ["popular", "hot"],
  rtp: 96.5,
  minBet: 0.2,
  maxBet: 100,
  maxMultiplier: 5000,
  bonusCompatible: true,
  bonusBuy: false,
  demoAvailable: true,
  releaseDate: "2026-01-10",
  popularity: 9120,
  badge: "hot",
  restrictedCountries: ["DE"],
};

describe("game schemas", () => {
  it("reads every game detail a tile and the game page show", () => {
    expect(v.parse(gameSchema, game)).toEqual(game);
  });

  it("reads money as numbers or numeric strings and flags as 0/1, as back ends send them", () => {
    const parsed = v.parse(gameSchema, { ...game, rtp: "96.50", minBet: "0.20", bonusBuy: 1, demoAvailable: 0 });
    expect(parsed).toMatchObject({ rtp: 96.5, minBet: 0.2, bonusBuy: true, demoAvailable: false });
  });

  it("keeps a game with only id, slug and name, and a brand's own fields", () => {
    const parsed = v.parse(gameSchema, { id: "g-1", slug: "g-1", name: "G", studioCode: "X1" });
    expect(parsed).toEqual({ id: "g-1", slug: "g-1", name: "G", studioCode: "X1" });
  });

  it("drops a badge a tile cannot show instead of refusing the game", () => {
    expect(v.parse(gameSchema, { ...game, badge: "exclusive" }).badge).toBeNull();
  });

  it("refuses a game without a slug, which no tile could link to", () => {
    const { slug: _slug, ...withoutSlug } = game;
    expect(v.safeParse(gameSchema, withoutSlug).success).toBe(false);
  });

  it("reads a page of games as count and rows", () => {
    const parsed = v.parse(gamesResponseSchema, { success: true, data: { count: 300, rows: [game] } });
    expect(parsed.data).toMatchObject({ count: 300, rows: [{ slug: "crystal-crown" }] });
    expect(v.safeParse(gamesResponseSchema, { success: true, data: [game] }).success).toBe(false);
  });

  it("reads one game under data", () => {
    expect(v.parse(gameResponseSchema, { success: true, data: game }).data.name).toBe("Crystal Crown");
  });

  it("reads providers with their logo and game count", () => {
    const parsed = v.parse(gameProvidersResponseSchema, {
      success: true,
      data: { rows: [{ slug: "aurora-reels", name: "Aurora Reels", logoUrl: "/logo.svg", gameCount: 31 }] },
    });
    expect(parsed.data.rows[0]).toEqual({
      slug: "aurora-reels",
      name: "Aurora Reels",
      logoUrl: "/logo.svg",
      gameCount: 31,
    });
  });
});
