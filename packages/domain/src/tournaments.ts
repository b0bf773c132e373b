/** Units of the tournament countdown, largest first (spec 001 §9). */
export const TOURNAMENT_COUNTDOWN_UNITS = ["days", "hours", "minutes", "seconds"] as const;
