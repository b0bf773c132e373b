import type { Bonus, UserDetails } from "@casino/api-client";
import { createTranslator } from "@casino/i18n";
import { describe, expect, it } from "vitest";
import { promotionGridItems, promotionsClosed } from "./promotion-grid-items.js";

const t = createTranslator({ dev: false });
// A Monday, noon UTC.
const NOW = new Date("2026-11-23T12:00:00Z");
const assetUrl = (path: string) => `https://cdn.example/${path}`;

const WELCOME: Bonus = {
  id: 1,
  name: "welcome",
  bonusType: "deposit",
  banner: { bannerTitle: "150% welcome", bannerImage: "banners/welcome.png", description: "Up to 500" },
};
const MIDWEEK: Bonus = { id: 2, name: "Midweek spins", bonusType: "freespins", calendarDays: [3, 5] };
const RELOAD: Bonus = { id: 3, name: "Reload", bonusType: "deposit" };
const HELD_WELCOME: Bonus = {
  id: 40,
  bonusId: 1,
  bonusType: "deposit",
  status: "active",
  bonusAmount: 50,
  banner: { bannerTitle: "150% welcome" },
};

const player = (userLimit: NonNullable<UserDetails["getUser"]["userLimit"]> | null = null): UserDetails => ({
  getUser: { userId: 7, isEmailVerified: true, userLimit },
  depositCount: 1,
});

const source = { now: NOW, zone: "UTC", t, locale: "en", assetUrl };

describe("promotionGridItems", () => {
  it("draws each promotion's banner title, image from the API's assets and description", () => {
    const [card] = promotionGridItems({ ...source, rows: [WELCOME], taken: null, player: null });
    expect(card).toMatchObject({
      id: 1,
      title: "150% welcome",
      imageUrl: "https://cdn.example/banners/welcome.png",
      description: "Up to 500",
      bonusType: "deposit",
    });
  });

  it("offers a visitor no Activate", () => {
    const cards = promotionGridItems({ ...source, rows: [WELCOME, RELOAD], taken: null, player: null });
    expect(cards.map((card) => card.eligible)).toEqual([false, false]);
  });

  it("offers a player Activate on what they have not taken, says why not today, and names the bonus it would burn", () => {
    const cards = promotionGridItems({
      ...source,
      rows: [WELCOME, MIDWEEK, RELOAD],
      taken: [HELD_WELCOME],
      player: player(),
    });
    expect(cards.map((card) => card.eligible)).toEqual([false, true, true]);
    expect(cards[1]?.unavailable).toBe("Not today: this bonus can be taken on Wednesday and Friday.");
    expect(cards[2]).toMatchObject({ unavailable: null, replaces: { name: "150% welcome", amount: 50 } });
  });

  it("offers a self-excluded player nothing, and says the promotions are closed to them", () => {
    const excluded = player({ selfExclusion: "2026-12-01T00:00:00Z" });
    const cards = promotionGridItems({ ...source, rows: [RELOAD], taken: [], player: excluded });
    expect(cards[0]?.eligible).toBe(false);
    expect(promotionsClosed(excluded, NOW, "UTC")).toBe(true);
    expect(promotionsClosed(player(), NOW, "UTC")).toBe(false);
    expect(promotionsClosed(null, NOW, "UTC")).toBe(false);
  });
});
