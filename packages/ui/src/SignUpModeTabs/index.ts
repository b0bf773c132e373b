export { SignUpModeTabs } from "./SignUpModeTabs";
export type { SignUpModeTabsProps } from "./SignUpModeTabs";
