export { nextCashbackReset } from "./cashback";
export { CASHBACK_CYCLE_MINUTES } from "./constants";
