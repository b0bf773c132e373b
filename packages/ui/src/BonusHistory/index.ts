export { BonusHistory } from "./BonusHistory";
export type { BonusHistoryEntry, BonusHistoryProps } from "./BonusHistory";
