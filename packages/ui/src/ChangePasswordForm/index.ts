export { ChangePasswordForm } from "./ChangePasswordForm";
export type { ChangePasswordFormProps, PasswordChange } from "./ChangePasswordForm";
