/** Widest viewport, in CSS pixels, laid out as mobile: mobile is under 768px. */
export const MOBILE_MAX_WIDTH_PX = 767;

/** Widest viewport, in CSS pixels, laid out as tablet: up to 1024px. */
export const TABLET_MAX_WIDTH_PX = 1024;
