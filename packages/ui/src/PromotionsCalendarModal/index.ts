export { PromotionsCalendarModal } from "./PromotionsCalendarModal";
export type { PromotionBanner, PromotionsCalendarModalProps } from "./PromotionsCalendarModal";
