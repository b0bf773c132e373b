export { GameTile } from "./GameTile";
export type { GameBadge, GameTileProps } from "./GameTile";
