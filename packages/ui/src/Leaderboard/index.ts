export { Leaderboard } from "./Leaderboard";
export type { LeaderboardEntry, LeaderboardProps } from "./Leaderboard";
