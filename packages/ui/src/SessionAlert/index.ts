export { SessionAlert } from "./SessionAlert";
export type { SessionAlertProps } from "./SessionAlert";
