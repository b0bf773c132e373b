export { LoyaltyProgress } from "./LoyaltyProgress";
export type { LoyaltyProgressProps } from "./LoyaltyProgress";
