export { ResetPasswordModal } from "./ResetPasswordModal";
export type { NewPassword, ResetPasswordModalProps } from "./ResetPasswordModal";
