import { applyWalletEventToNgr, cashbackPayout, type CashbackWalletEvent } from "@casino/domain";
import type { BalanceEvent, BetRefusedEvent } from "../schemas/events";
import type { UserCalendarData } from "../schemas/rakeback";
import type { UserDetails } from "../schemas/user";

/** A refused stake as the game page reads it: the event, numbered so that the same refusal twice shows twice. */
export type BetRefusal = BetRefusedEvent & { sequence: number };

/**
 * The user details with the wallet a `balance` event reports: cash to `amount`, nonCash to `nonCashAmount`, total to `totalAmount`.
 */
export function applyBalanceToUserDetails(details: UserDetails, balance: BalanceEvent): UserDetails {
  const wallet = { amount: balance.cash, nonCashAmount: balance.nonCash, totalAmount: balance.total };
  const insideUser = details.userWallet == null && details.getUser.userWallet != null;
  return insideUser
    ? { ...details, getUser: { ...details.getUser, userWallet: { ...details.getUser.userWallet, ...wallet } } }
    : { ...details, userWallet: { ...details.userWallet, ...wallet } };
}

/**
 * The cashback accumulator after a live wallet movement, by the domain's rules (see
 * docs/features.md, Cashback): a debit (a bet) adds its amount to the ngr, a credit (a win) takes
 * it away, and the payout follows from the ngr and the award's percent.
 */
export function applyNgrChange(award: UserCalendarData | null, event: CashbackWalletEvent): UserCalendarData | null {
  if (award === null) return null;
  const ngr = applyWalletEventToNgr(award.ngr ?? 0, event);
  const payout = award.percent == null ? award.payout : cashbackPayout({ ngr, percent: award.percent });
  return { ...award, ngr, payout };
}
