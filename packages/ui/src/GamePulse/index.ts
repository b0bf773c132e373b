export { GamePulse } from "./GamePulse";
export type { GamePulseBucketData, GamePulseProps, GamePulseWinData } from "./GamePulse";
