export { DepositOutcomeModal } from "./DepositOutcomeModal";
export type { DepositMethod, DepositOutcomeModalProps } from "./DepositOutcomeModal";
