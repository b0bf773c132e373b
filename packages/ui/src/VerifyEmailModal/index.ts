export { VerifyEmailModal } from "./VerifyEmailModal";
export type { VerifyEmailModalProps, VerifyEmailStatus } from "./VerifyEmailModal";
