export { DepositProfileStep, depositProfileFieldsText } from "./DepositProfileStep";
export type { DepositProfileStepProps } from "./DepositProfileStep";
