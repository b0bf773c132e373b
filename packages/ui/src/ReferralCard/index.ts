export { ReferralCard } from "./ReferralCard";
export type { ReferralCardProps } from "./ReferralCard";
