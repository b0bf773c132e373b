export { GameTile, GameTileSkeleton } from "./GameTile";
export type { GameItem, GameTileProps } from "./GameTile";
