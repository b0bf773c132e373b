export { GameTile, GameTileSkeleton, tileFavourite } from "./GameTile";
export type { GameFavourites, GameItem, GameTileFavourite, GameTileProps } from "./GameTile";
