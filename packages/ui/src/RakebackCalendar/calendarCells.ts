import {
  canClaimRakebackDay,
  rakebackCalendarDates,
  rakebackDayTiming,
  rakebackDisplayState,
  type RakebackDay,
  type RakebackDayTiming,
  type RakebackDisplayState,
} from "@casino/domain";
import type { TextKey } from "@casino/i18n";

/** One cell of the calendar: the back end's day (or an empty one) and what the rules say about it. */
export interface RakebackCell {
  day: RakebackDay;
  timing: RakebackDayTiming;
  state: RakebackDisplayState;
  claimable: boolean;
}

/**
 * The 28 cells of the calendar, Monday first. A calendar day the back end sent nothing for is an
 * empty day (amount 0), so the rules still give it a state.
 */
export function rakebackCells(
  days: readonly RakebackDay[],
  ctx: { now: Date; zone?: string; authenticated: boolean },
): RakebackCell[] {
  const byDate = new Map(days.map((day) => [day.dayDate, day]));
  return rakebackCalendarDates(ctx.now, ctx.zone).map((dayDate) => {
    const day = byDate.get(dayDate) ?? { dayDate, amount: 0 };
    return {
      day,
      timing: rakebackDayTiming(dayDate, ctx.now, ctx.zone),
      state: rakebackDisplayState(day, ctx),
      claimable: canClaimRakebackDay(day, ctx),
    };
  });
}

/** The text key of each display state. */
export const DISPLAY_STATE_TEXT_KEYS: Readonly<Record<RakebackDisplayState, TextKey>> = {
  claimed: "rakeback.day.claimed",
  "not-claimed": "rakeback.day.not.claimed",
  available: "rakeback.day.available",
  "play-to-win": "rakeback.day.play.to.win",
};
