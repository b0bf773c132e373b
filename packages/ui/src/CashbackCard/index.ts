export { CashbackCard } from "./CashbackCard";
export type { CashbackCardProps } from "./CashbackCard";
