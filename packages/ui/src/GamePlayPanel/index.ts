export { GamePlayPanel } from "./GamePlayPanel";
export type { GamePlayPanelProps } from "./GamePlayPanel";
