export { DepositForm } from "./DepositForm";
export type { DepositFormProps } from "./DepositForm";
export type { DepositCard, DepositMethodOption, DepositSubmission } from "./deposit-method-option";
