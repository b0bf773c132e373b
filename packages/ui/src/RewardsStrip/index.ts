export { RewardsStrip } from "./RewardsStrip";
export type { RewardsStripProps } from "./RewardsStrip";
