/** Length of one cashback accumulation cycle: it resets at every :00 and :30 (spec 000 §9). */
export const CASHBACK_CYCLE_MINUTES = 30;
