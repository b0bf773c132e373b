export { PlayerStats } from "./PlayerStats";
export type { PlayerStatsData, PlayerStatsProps, PlayerStatsRace } from "./PlayerStats";
