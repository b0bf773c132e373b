export { PreferenceToggle } from "./PreferenceToggle";
export type { PreferenceToggleProps } from "./PreferenceToggle";
