import "./themes/themes.css";

export { DEFAULT_THEME, isTheme, THEMES } from "./themes";
export type { Theme } from "./themes";

export { Button } from "./Button";
export type { ButtonProps } from "./Button";
export { Modal } from "./Modal";
export type { ModalProps } from "./Modal";
