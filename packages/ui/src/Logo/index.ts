export { Logo } from "./Logo";
export type { LogoProps } from "./Logo";
