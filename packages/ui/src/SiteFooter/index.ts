export { SiteFooter } from "./SiteFooter";
export type { FooterLinkGroup, SiteFooterProps } from "./SiteFooter";
