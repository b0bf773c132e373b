export { BonusBuyConfirm } from "./BonusBuyConfirm";
export type { BonusBuyConfirmProps } from "./BonusBuyConfirm";
