import { describe, expect, it } from "vitest";
import { walletSummary, type WalletFigures } from "./wallet";

const ZERO: WalletFigures = { balance: 0, bonusBalance: 0, realMoney: 0, wager: 0, depositWager: 0, rollover: 0 };

describe("walletSummary", () => {
  it("calls a wallet with no money and nothing to wager empty", () => {
    expect(walletSummary(ZERO, "EUR").empty).toBe(true);
  });

  it("does not call a wallet empty while a rollover or deposit wagering is open, even at no balance", () => {
    expect(walletSummary({ ...ZERO, rollover: 100, wager: 20 }, "EUR").empty).toBe(false);
    expect(walletSummary({ ...ZERO, depositWager: 10 }, "EUR").empty).toBe(false);
    expect(walletSummary({ ...ZERO, balance: 0.01, realMoney: 0.01 }, "EUR").empty).toBe(false);
  });

  it("puts the wager against the rollover without a floating-point remainder", () => {
    // 0.3 - 0.1 is 0.19999999999999998 in floating point.
    const { rollover } = walletSummary({ ...ZERO, balance: 50, bonusBalance: 50, wager: 0.1, rollover: 0.3 }, "EUR");
    expect(rollover).toEqual({ wagered: 0.1, required: 0.3, left: 0.2, fraction: 1 / 3, complete: false });
  });

  it("counts a wager past the rollover as the rollover done", () => {
    const { rollover } = walletSummary({ ...ZERO, wager: 1200, rollover: 1000 }, "EUR");
    expect(rollover).toMatchObject({ wagered: 1000, left: 0, complete: true });
  });

  it("keeps eight decimals for a crypto wallet", () => {
    const { rollover } = walletSummary({ ...ZERO, wager: 0.00000001, rollover: 0.00000003 }, "BTC");
    expect(rollover.left).toBe(0.00000002);
  });

  it("says a withdrawal waits while deposit wagering is left", () => {
    expect(walletSummary({ ...ZERO, balance: 20, realMoney: 20, depositWager: 5 }, "EUR").depositWagerPending).toBe(
      true,
    );
    expect(walletSummary({ ...ZERO, balance: 20, realMoney: 20 }, "EUR").depositWagerPending).toBe(false);
  });
});
