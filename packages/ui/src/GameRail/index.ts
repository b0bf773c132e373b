export { GameRail } from "./GameRail";
export type { GameRailItem, GameRailProps } from "./GameRail";
