/** Rakeback days are refreshed every 10 s (000 §7, §9). Mirrors `RAKEBACK_REFRESH_MS` in `@casino/domain`. */
export const RAKEBACK_DAYS_REFRESH_MS = 10_000;
/** The calendar award is polled every 15 s (000 §7, §9). Mirrors `CALENDAR_AWARD_REFRESH_MS` in `@casino/domain`. */
export const CALENDAR_AWARD_REFRESH_MS = 15_000;
/** Content texts are kept 5 minutes (000 §9). */
export const CONTENT_STALE_MS = 5 * 60_000;
