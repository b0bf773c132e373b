export { BetSizeLimitForm } from "./BetSizeLimitForm";
export type { BetSizeLimitChange, BetSizeLimitFormProps } from "./BetSizeLimitForm";
