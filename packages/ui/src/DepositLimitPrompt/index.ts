export { DepositLimitPrompt } from "./DepositLimitPrompt";
export type { DepositLimitPromptProps } from "./DepositLimitPrompt";
