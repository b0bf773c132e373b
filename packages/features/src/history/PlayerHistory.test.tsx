import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderFeature } from "../test/render-feature.js";
import { historyTabOf, PlayerHistory } from "./PlayerHistory.js";

const transactions = {
  success: true,
  data: {
    count: 1,
    rows: [
      {
        id: 11,
        type: "deposit",
        status: "completed",
        amount: 100,
        currencyCode: "EUR",
        createdAt: "2026-11-20T08:00:00Z",
      },
    ],
  },
};
const bonuses = {
  success: true,
  data: {
    bonus: {
      count: 1,
      rows: [
        { id: 5, bonusId: 1, name: "Welcome", status: "active", bonusAmount: 80, startDate: "2026-11-21T08:00:00Z" },
      ],
    },
  },
};
const details = { success: true, data: { getUser: { userId: 7, currencyCode: "EUR" } } };
const answers = {
  "/api/user/get-transactions": { body: transactions },
  "/api/user/get-user-bonus": { body: bonuses },
  "/api/user/get-user-details": { body: details },
};

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("PlayerHistory", () => {
  it("opens on the transactions, with the way to every transaction and its filters", async () => {
    window.history.replaceState(null, "", "/profile2/my-history");
    renderFeature(<PlayerHistory transactionsHref="/profile/transactions" timeZone="UTC" />, answers);
    expect(screen.getByRole("link", { name: "Transactions" })).toHaveAttribute("aria-current", "page");
    expect(await screen.findByText("€100.00")).toBeVisible();
    expect(screen.getByRole("link", { name: "All transactions, with filters" })).toHaveAttribute(
      "href",
      "/profile/transactions",
    );
    expect(screen.getByRole("link", { name: "Bonuses" })).toHaveAttribute("href", "/profile2/my-history?tab=bonuses");
  });

  it("shows the bonus history on the bonuses tab the address names", async () => {
    window.history.replaceState(null, "", "/profile2/my-history?tab=bonuses");
    renderFeature(<PlayerHistory transactionsHref="/profile/transactions" timeZone="UTC" />, answers);
    const history = await screen.findByRole("region", { name: "Bonus history" });
    expect(within(history).getByText("Welcome")).toBeVisible();
    expect(screen.getByRole("link", { name: "Bonuses" })).toHaveAttribute("aria-current", "page");
  });
});

describe("historyTabOf", () => {
  it("reads a known tab and falls back to the transactions", () => {
    expect(historyTabOf("bonuses")).toBe("bonuses");
    expect(historyTabOf("nope")).toBe("transactions");
    expect(historyTabOf(null)).toBe("transactions");
  });
});
