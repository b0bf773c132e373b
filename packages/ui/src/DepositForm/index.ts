export { DepositForm } from "./DepositForm";
export type { DepositFormProps } from "./DepositForm";
export type {
  ActiveDepositBonus,
  DepositBonusOption,
  DepositCard,
  DepositMethodOption,
  DepositSubmission,
} from "./deposit-method-option";
