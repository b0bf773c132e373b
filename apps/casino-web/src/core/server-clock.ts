/**
 * The instant the site's server renders at. A deployed site runs on the real clock; a site started
 * with `CASINO_CLOCK_START` (an ISO instant) starts its clock there and lets it flow, as the reference
 * API's clock does, so the journeys' server-rendered pages agree with the back end and the browser
 * about the day at any real hour (playwright.config.ts starts it at the journeys' instant).
 */
export function createServerClock(start: string | undefined, bootedAt: number, readNow: () => number) {
  const startsAt = start ? Date.parse(start) : Number.NaN;
  if (Number.isNaN(startsAt)) return () => new Date(readNow());
  return () => new Date(startsAt + (readNow() - bootedAt));
}

/** Now, on the site server's clock (see {@link createServerClock}). */
export const serverNow = createServerClock(process.env.CASINO_CLOCK_START, Date.now(), Date.now);
