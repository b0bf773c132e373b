export { FreezeForm } from "./FreezeForm";
export type { BreakChoice, BreakKind, FreezeFormProps } from "./FreezeForm";
