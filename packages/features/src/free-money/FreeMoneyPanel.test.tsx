import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFeature } from "../test/render-feature.js";
import { FreeMoneyPanel } from "./FreeMoneyPanel.js";

// A Monday.
const NOW = new Date("2026-11-23T12:00:00Z");

const bonus = (id: number, bonusType: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  bonusType,
  name: title,
  banner: { bannerTitle: title, description: `${title}: see the terms.` },
  ...extra,
});
const catalogue = {
  success: true,
  data: {
    bonus: {
      count: 5,
      rows: [
        bonus(1, "deposit", "Welcome package"),
        bonus(3, "freespins", "Free spins on Wednesday", { calendarDays: [3] }),
        bonus(4, "no_deposit", "10 EUR welcome gift"),
        bonus(5, "instant_cashback", "Weekend cashback"),
        bonus(9, "no_deposit", "Ended gift", { validTo: "2026-11-01" }),
      ],
    },
  },
};
const noBonuses = { success: true, data: { bonus: { count: 0, rows: [] } } };
const player = { success: true, data: { getUser: { userId: 7, isEmailVerified: true }, depositCount: 0 } };
const props = { now: NOW, termsHref: "/bonus-terms", promotionsHref: "/promotions", signUpHref: "?modal=signup" };

describe("FreeMoneyPanel", () => {
  it("lists only the open offers taken without a deposit, each leading a visitor to sign up", async () => {
    renderFeature(<FreeMoneyPanel signedIn={false} {...props} />, { "/api/admin/get-all-bonus": { body: catalogue } });
    const cards = await screen.findAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Free spins on Wednesday",
      "10 EUR welcome gift",
    ]);
    expect(within(cards[1] as HTMLElement).getByRole("link", { name: "Sign up to claim" })).toHaveAttribute(
      "href",
      "?modal=signup",
    );
  });

  it("lets a player activate an offer open today, says why another is not, and leaves out what they took", async () => {
    const { calls } = renderFeature(<FreeMoneyPanel signedIn {...props} />, {
      "/api/admin/get-all-bonus": { body: catalogue },
      "/api/user/get-user-bonus": { body: noBonuses },
      "/api/user/get-user-details": { body: player },
      "/api/user/activate-bonus": { body: { success: true, message: "Activated" } },
    });
    const spins = await screen.findByRole("article", { name: "Free spins on Wednesday" });
    expect(within(spins).getByText("This bonus is not valid today.")).toBeVisible();
    const gift = screen.getByRole("article", { name: "10 EUR welcome gift" });
    fireEvent.click(within(gift).getByRole("button", { name: "Activate" }));
    expect(await within(gift).findByText("The bonus is yours.")).toBeVisible();
    expect(calls.some((call) => call.url.endsWith("/api/user/activate-bonus"))).toBe(true);
  });

  it("says so when nothing is free, and leads to the promotions", async () => {
    renderFeature(<FreeMoneyPanel signedIn={false} {...props} />, { "/api/admin/get-all-bonus": { body: noBonuses } });
    expect(await screen.findByRole("heading", { name: "No free offers right now" })).toBeVisible();
    expect(screen.getByRole("link", { name: "See all promotions" })).toHaveAttribute("href", "/promotions");
  });

  it("offers Try again when the promotions could not be read", async () => {
    renderFeature(<FreeMoneyPanel signedIn={false} {...props} />, {
      "/api/admin/get-all-bonus": { status: 422, body: { message: "No" } },
    });
    expect(await screen.findByRole("button", { name: "Try again" })).toBeVisible();
  });
});
