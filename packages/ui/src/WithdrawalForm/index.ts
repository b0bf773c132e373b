export { WithdrawalForm } from "./WithdrawalForm";
export type { WithdrawalFormProps } from "./WithdrawalForm";
export { InstantWithdrawalOption } from "./InstantWithdrawalOption";
export type { InstantWithdrawalOptionProps } from "./InstantWithdrawalOption";
export { WithdrawalBlockers } from "./WithdrawalBlockers";
export type { WithdrawalBlockersProps } from "./WithdrawalBlockers";
export { PendingWithdrawals } from "./PendingWithdrawals";
export type { PendingWithdrawal, PendingWithdrawalsProps } from "./PendingWithdrawals";
export type {
  CryptoQuoteRequest,
  CryptoWithdrawalQuote,
  WithdrawalFields,
  WithdrawalMethodOption,
  WithdrawalSubmission,
} from "./withdrawal-option";
