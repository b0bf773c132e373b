// The zone constant apart from the date arithmetic (zoned-date.ts), so a component that only names
// the default zone does not bring luxon along.

/** Time zone used when the player's zone is not known (an IANA name). */
export const DEFAULT_TIME_ZONE = "UTC";
