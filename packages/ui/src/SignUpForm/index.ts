export { SignUpForm } from "./SignUpForm";
export type { CurrencyOption, SignUpFormProps } from "./SignUpForm";
