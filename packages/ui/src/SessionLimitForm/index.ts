export { SessionLimitForm } from "./SessionLimitForm";
export type { SessionLimitFormProps } from "./SessionLimitForm";
