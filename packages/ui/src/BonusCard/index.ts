export { BonusCard } from "./BonusCard";
export type { BonusCardBonus, BonusCardProps } from "./BonusCard";
