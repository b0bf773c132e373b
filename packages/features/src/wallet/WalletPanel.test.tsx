import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFeature } from "../test/render-feature.js";
import { WalletPanel } from "./WalletPanel.js";

const figures = {
  balance: 200,
  bonusBalance: 80,
  realMoney: 120,
  wager: 700,
  depositWager: 25,
  rollover: 2800,
  currencyCode: "EUR",
};
const details = { success: true, data: { getUser: { userId: 7 }, isCrypto: false } };

describe("WalletPanel", () => {
  it("shows the wallet's figures read from the back end, with the Deposit link", async () => {
    const { calls } = renderFeature(<WalletPanel depositHref="/deposit" />, {
      "/api/user/wallet": { body: { success: true, data: figures } },
      "/api/user/get-user-details": { body: details },
    });
    expect(await screen.findByText("€700.00 of €2,800.00 wagered")).toBeVisible();
    expect(screen.getByText("Rollover", { selector: "dt" }).nextElementSibling).toHaveTextContent("€2,800.00");
    expect(screen.getByRole("link", { name: "Deposit" })).toHaveAttribute("href", "/deposit");
    expect(calls.find((call) => call.url.endsWith("/api/user/wallet"))?.headers.get("authorization")).toBe(
      "Bearer token-abc",
    );
  });

  it("invites a deposit when the wallet is empty", async () => {
    renderFeature(<WalletPanel depositHref="/deposit" />, {
      "/api/user/wallet": {
        body: {
          success: true,
          data: { ...figures, balance: 0, bonusBalance: 0, realMoney: 0, wager: 0, depositWager: 0, rollover: 0 },
        },
      },
      "/api/user/get-user-details": { body: details },
    });
    expect(await screen.findByRole("heading", { name: "Your wallet is empty" })).toBeVisible();
  });

  it("offers Try again when the figures could not be read, and shows them once they can", async () => {
    let failing = true;
    renderFeature(<WalletPanel depositHref="/deposit" />, {
      "/api/user/wallet": () =>
        failing ? { status: 422, body: { message: "No" } } : { body: { success: true, data: figures } },
      "/api/user/get-user-details": { body: details },
    });
    const retry = await screen.findByRole("button", { name: "Try again" });
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByText("€700.00 of €2,800.00 wagered")).toBeVisible();
  });
});
