export { BetLimitMessage, BONUS_GAME_INELIGIBLE } from "./BetLimitMessage";
export type { BetLimitMessageProps } from "./BetLimitMessage";
