export { MonthlyWinningsCard } from "./MonthlyWinningsCard";
export type { MonthlyWinningsCardProps } from "./MonthlyWinningsCard";
