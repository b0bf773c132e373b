/** The visitor's time zone as the browser reports it, UTC when it reports none: calendars and offers are read in it. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
