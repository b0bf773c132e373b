export { FreeMoneyList } from "./FreeMoneyList";
export type { FreeMoneyListProps, FreeMoneyOffer } from "./FreeMoneyList";
