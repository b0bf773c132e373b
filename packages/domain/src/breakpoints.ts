/** Widest viewport, in CSS pixels, laid out as mobile: mobile is under 768px (spec 001 §9). */
export const MOBILE_MAX_WIDTH_PX = 767;

/** Widest viewport, in CSS pixels, laid out as tablet: up to 1024px (spec 001 §9). */
export const TABLET_MAX_WIDTH_PX = 1024;
