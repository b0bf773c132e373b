export { RakebackCalendar } from "./RakebackCalendar";
export type { RakebackCalendarProps } from "./RakebackCalendar";
export { RakebackClaimResultModal } from "./RakebackClaimResultModal";
export type { RakebackClaimResult, RakebackClaimResultModalProps } from "./RakebackClaimResultModal";
