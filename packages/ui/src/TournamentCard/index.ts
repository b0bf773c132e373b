export { TournamentCard } from "./TournamentCard";
export type { TournamentCardProps } from "./TournamentCard";
