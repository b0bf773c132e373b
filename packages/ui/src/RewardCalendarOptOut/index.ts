export { RewardCalendarOptOut } from "./RewardCalendarOptOut";
export type { RewardCalendarOptOutProps } from "./RewardCalendarOptOut";
