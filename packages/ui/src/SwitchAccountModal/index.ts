export { SwitchAccountModal } from "./SwitchAccountModal";
export type { SwitchAccountModalProps } from "./SwitchAccountModal";
