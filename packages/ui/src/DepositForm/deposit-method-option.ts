import type { DepositAmountRange, DepositMethodKind } from "@casino/domain";

/** A payment method as the cashier offers it: what the player reads and what the form needs. */
export interface DepositMethodOption {
  /** The back end's id, as text. */
  id: string;
  /** The method's name (`visa`, `skrill`): the `met` of the outcome modals. */
  name: string;
  /** What the player reads; shown in words beside the logo, so a missing or tiny logo still names it. */
  title: string;
  /** The logo's URL; decorative, since the title names the method. */
  logoUrl: string | null;
  /** The card form or the provider's page (the carouseller). */
  kind: DepositMethodKind;
  /** The provider's amount range. */
  range: DepositAmountRange;
  /** The method pays from the player's phone, so the deposit asks for its number. */
  phoneRequired?: boolean;
}

/** The card fields a card-form deposit sends. Posted with the deposit and never kept. */
export interface DepositCard {
  number: string;
  expiry: string;
  cvc: string;
  holderName: string;
}

/** A deposit bonus the player may take with this deposit. */
export interface DepositBonusOption {
  /** The promotion's id, as text: sent with the deposit. */
  id: string;
  /** What the player reads. */
  title: string;
}

/** The player's active bonus, which a deposit with another bonus cancels. */
export interface ActiveDepositBonus {
  /** Its promotion's id, as text: depositing with the same bonus keeps it. */
  id: string;
  name: string;
  /** The bonus money it holds, burnt if it is cancelled. */
  amount: number;
}

/** What the deposit form hands over when the player confirms. */
export interface DepositSubmission {
  methodId: string;
  amount: number;
  card?: DepositCard;
  /** The deposit bonus chosen, if any. */
  bonusId?: string;
  /** The phone number, for a method that pays from the player's phone. */
  phone?: string;
}
