import type { AmountRange, WithdrawalMethod } from "@casino/domain";

/** A payment method the player can withdraw to, as the withdrawal form offers it. */
export interface WithdrawalMethodOption {
  /** The back end's id, as text. */
  id: string;
  /** What the player reads, beside the logo. */
  title: string;
  /** The logo's URL; decorative, since the title names the method. */
  logoUrl: string | null;
  /** Which fields the method asks for (`withdrawalMethodOf`). */
  method: WithdrawalMethod;
  /** The amounts the method takes; the upper end is at most the withdrawable balance. */
  range: AmountRange;
}

/** The account fields of a withdrawal, by the names the withdraw call takes. */
export interface WithdrawalFields {
  beneficiaryName?: string;
  accountNumber?: string;
  email?: string;
  bankCode?: string;
  bankName?: string;
  branch?: string;
  address?: string;
  upiId?: string;
  walletAddress?: string;
  network?: string;
}

/** What the withdrawal form hands over once everything checks. */
export interface WithdrawalSubmission {
  methodId: string;
  amount: number;
  fields: WithdrawalFields;
  /** Paid out at once, within the instant-withdrawal allowance. */
  instant: boolean;
}

/**
 * What a crypto withdrawal pays out for the amount typed, as the back end worked it out: shown
 * before the player confirms (see docs/features.md, "Withdrawals").
 */
export type CryptoWithdrawalQuote =
  | { state: "loading" }
  | { state: "ready"; fee: number; net: number; currencyCode: string }
  /** `message` is the translated text of the failure. */
  | { state: "error"; message: string };

/** A crypto withdrawal's amount or network changed: `amount` is `null` while it is not a valid amount. */
export interface CryptoQuoteRequest {
  methodId: string;
  amount: number | null;
  network: string;
}
