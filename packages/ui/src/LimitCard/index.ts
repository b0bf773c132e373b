export { LimitCard } from "./LimitCard";
export type { LimitCardProps, LimitPeriodState } from "./LimitCard";
