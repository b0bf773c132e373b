/** Units of the tournament countdown, largest first. */
export const TOURNAMENT_COUNTDOWN_UNITS = ["days", "hours", "minutes", "seconds"] as const;
