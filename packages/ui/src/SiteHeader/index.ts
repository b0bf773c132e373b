export { SiteHeader } from "./SiteHeader";
export type { AccountMenuItem, HeaderAction, HeaderBalance, NavItem, SiteHeaderProps } from "./SiteHeader";
