export { ProviderTile } from "./ProviderTile";
export type { ProviderTileProps } from "./ProviderTile";
