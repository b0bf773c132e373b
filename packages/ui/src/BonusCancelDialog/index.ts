export { BonusCancelDialog } from "./BonusCancelDialog";
export type { BonusCancelDialogProps } from "./BonusCancelDialog";
