export { RestrictedCountryOverlay } from "./RestrictedCountryOverlay";
export type { RestrictedCountryOverlayProps, ReverifyStatus } from "./RestrictedCountryOverlay";
