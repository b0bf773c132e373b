/**
 * Hours and whole minutes of a duration, for the session clock and the reality check.
 *
 * @example hoursAndMinutes(65 * 60_000) // { hours: 1, minutes: 5 }
 */
export function hoursAndMinutes(ms: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
