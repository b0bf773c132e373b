export { RealityCheckDialog } from "./RealityCheckDialog";
export type { RealityCheckDialogProps } from "./RealityCheckDialog";
