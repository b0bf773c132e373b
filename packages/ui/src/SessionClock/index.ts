export { SessionClock } from "./SessionClock";
export type { SessionClockProps } from "./SessionClock";
