/** Game-list sorting options, in the spec's order. */
export const SORTING_OPTIONS = ["popular", "releaseDate", "name", "rtp", "maxMultiplier", "minBet", "maxBet"] as const;
