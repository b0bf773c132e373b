export { InactivityWarning } from "./InactivityWarning";
export type { InactivityWarningProps } from "./InactivityWarning";
