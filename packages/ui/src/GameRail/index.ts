export { GameRail } from "./GameRail";
export type { GameRailProps } from "./GameRail";
