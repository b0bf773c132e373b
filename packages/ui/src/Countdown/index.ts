export { Countdown } from "./Countdown";
export type { Clock, CountdownProps } from "./Countdown";
