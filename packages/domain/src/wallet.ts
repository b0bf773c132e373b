import { amountToMinorUnits, minorUnitsToAmount } from "./money/minor-units";
import { wageringProgress, type BonusWagering } from "./wagering";

/**
 * The wallet's figures (spec 001 "Wallet"), in the player's currency: the balance (real money plus
 * bonus), the bonus balance, the real money, what has been wagered of the active bonus's rollover,
 * the deposit wagering still to play before a withdrawal, and the rollover (the wagering the active
 * bonus asks in all; 0 without one).
 */
export interface WalletFigures {
  balance: number;
  bonusBalance: number;
  realMoney: number;
  wager: number;
  depositWager: number;
  rollover: number;
}

/** What the wallet page draws from the figures. */
export interface WalletSummary {
  /** Nothing in the wallet and nothing to wager: the page invites a deposit instead of showing zeros. */
  empty: boolean;
  /** The rollover's progress: the wager against the rollover. */
  rollover: BonusWagering;
  /** Deposit wagering is left, so a withdrawal waits (`docs/features.md`, "Withdrawals"). */
  depositWagerPending: boolean;
}

/**
 * The wallet page's reading of its figures (`docs/features.md`, "Wallet"): whether the wallet is
 * empty (no balance, no rollover, no deposit wagering), the rollover's progress (the wager against
 * the rollover, in minor units, so no floating-point remainder shows) and whether deposit wagering
 * still holds a withdrawal back.
 *
 * @example walletSummary({ balance: 0, bonusBalance: 0, realMoney: 0, wager: 0, depositWager: 0, rollover: 0 }, "EUR").empty // true
 * @example walletSummary({ balance: 100, bonusBalance: 50, realMoney: 50, wager: 250, depositWager: 0, rollover: 1000 }, "EUR").rollover.left // 750
 */
// @__NO_SIDE_EFFECTS__
export function walletSummary(
  figures: WalletFigures,
  currencyCode: string,
  options: { crypto?: boolean } = {},
): WalletSummary {
  const minor = (amount: number) => Math.max(0, amountToMinorUnits(amount, currencyCode, options));
  const rolloverMinor = minor(figures.rollover);
  const wagerMinor = Math.min(minor(figures.wager), rolloverMinor);
  const amount = (units: number) => minorUnitsToAmount(units, currencyCode, options);
  // A wager past the rollover counts as the rollover done, never as more than all of it.
  const rollover = wageringProgress(
    { wageredAmount: amount(wagerMinor), wagerLeft: amount(rolloverMinor - wagerMinor) },
    currencyCode,
    options,
  );
  return {
    empty: minor(figures.balance) === 0 && rolloverMinor === 0 && minor(figures.depositWager) === 0,
    rollover,
    depositWagerPending: minor(figures.depositWager) > 0,
  };
}
