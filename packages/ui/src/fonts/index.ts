export { FONTS_AFTER_FIRST_PAINT_SCRIPT } from "./after-first-paint";
