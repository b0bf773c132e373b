import type { RakebackDay } from "@casino/domain";

/** Wednesday 4 March 2026, noon UTC: the calendar runs from Monday 23 February to Sunday 22 March. */
export const FIXTURE_NOW = new Date("2026-03-04T12:00:00Z");

/**
 * Days as get-rakeback-days might send them around {@link FIXTURE_NOW}: each of the four display
 * states appears (claimed and not-claimed last week, available yesterday and today, play to win after).
 */
export const FIXTURE_DAYS: readonly RakebackDay[] = [
  { dayDate: "2026-02-23", amount: 1.25, paidAt: "2026-02-24T09:00:00Z", ended: true, bonusId: 7 },
  { dayDate: "2026-02-24", amount: 0.8, ended: true, bonusId: 7 },
  { dayDate: "2026-02-25", amount: 3.1, paidAt: "2026-02-25T20:00:00Z", ended: true, bonusId: 7 },
  { dayDate: "2026-02-26", amount: 0, ended: true, bonusId: 7 },
  { dayDate: "2026-02-27", amount: 2, paidAt: "2026-02-28T08:00:00Z", ended: true, bonusId: 7 },
  { dayDate: "2026-02-28", amount: 0.5, ended: true, bonusId: 7 },
  { dayDate: "2026-03-01", amount: 4.75, paidAt: "2026-03-01T21:00:00Z", ended: true, bonusId: 7 },
  { dayDate: "2026-03-02", amount: 1.5, ended: true, bonusId: 7 },
  { dayDate: "2026-03-03", amount: 2.4, ended: true, showButton: true, bonusId: 7 },
  { dayDate: "2026-03-04", amount: 1.1, showButton: true, bonusId: 7 },
  { dayDate: "2026-03-05", amount: 0, future: true, bonusId: 7 },
  { dayDate: "2026-03-06", amount: 0, future: true, bonusId: 7 },
];
