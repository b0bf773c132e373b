export { SettingsCard } from "./SettingsCard";
export type { SettingsCardProps } from "./SettingsCard";
