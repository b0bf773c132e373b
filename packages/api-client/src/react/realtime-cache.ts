import type { BalanceEvent } from "../schemas/events";
import type { UserCalendarData } from "../schemas/rakeback";
import type { UserDetails } from "../schemas/user";

/** Sums in integer units of 10⁻⁸ (crypto's finest display step, 000 §9) so no float drift shows. */
const UNITS = 100_000_000;
function addMoney(a: number, b: number): number {
  return (Math.round(a * UNITS) + Math.round(b * UNITS)) / UNITS;
}
function multiplyMoney(amount: number, factor: number): number {
  return Math.round(amount * factor * UNITS) / UNITS;
}

/**
 * The user details with the wallet a `balance` event reports (001 §4 "A balance-update event
 * changes wallet amounts"): cash to `amount`, nonCash to `nonCashAmount`, total to `totalAmount`.
 */
export function applyBalanceToUserDetails(details: UserDetails, balance: BalanceEvent): UserDetails {
  const wallet = { amount: balance.cash, nonCashAmount: balance.nonCash, totalAmount: balance.total };
  const insideUser = details.userWallet == null && details.getUser.userWallet != null;
  return insideUser
    ? { ...details, getUser: { ...details.getUser, userWallet: { ...details.getUser.userWallet, ...wallet } } }
    : { ...details, userWallet: { ...details.userWallet, ...wallet } };
}

/**
 * The cashback accumulator after a live wallet movement (000 §4): a debit (a bet) adds its
 * amount to the ngr, a credit (a win) takes it away; the payout follows as ngr × percent.
 */
export function applyNgrChange(award: UserCalendarData | null, delta: number): UserCalendarData | null {
  if (award === null) return null;
  const ngr = addMoney(award.ngr ?? 0, delta);
  const payout = award.percent == null ? award.payout : multiplyMoney(ngr, award.percent);
  return { ...award, ngr, payout };
}
