/**
 * The visitor's time zone as the browser reports it, UTC when it reports none: calendars, offers,
 * limits and transaction times are read in it. Browser code only (the server does not know it).
 */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
