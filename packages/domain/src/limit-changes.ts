/** What a limit change comes to: applied at once, or applied once the cooling-off has passed. */
export type LimitChangeDecision = { effect: "immediate" } | { effect: "pending"; pendingUntil: Date };

/**
 * When a limit change is decided and how long a loosening waits: the jurisdiction profile's
 * cooling-off (`limitCoolingOffMs`), 0 where no market asks for one.
 */
export interface LimitChangeContext {
  now: Date;
  coolingOffMs: number;
}

/**
 * When a change to a limit where lower is stricter (deposit, loss, bet amounts, session time)
 * takes effect. `current` and `requested` are the limit's amounts, `null` for none (a removal).
 * A tighter limit, the same one or a first limit applies at once; a higher one or a removal is
 * pending until `now + coolingOffMs` where the market asks for a cooling-off (so a player cannot
 * loosen a limit in the heat of the moment), and applies at once, as the spec has it, where
 * `coolingOffMs` is 0. See docs/features.md, "Limits".
 *
 * @example limitChangeDecision(100, 50, { now, coolingOffMs: 86_400_000 }) // { effect: "immediate" }
 * @example limitChangeDecision(100, 200, { now, coolingOffMs: 0 }) // { effect: "immediate" }
 * @example limitChangeDecision(100, null, { now: new Date("2026-03-04T12:00:00Z"), coolingOffMs: 86_400_000 }) // { effect: "pending", pendingUntil: 2026-03-05T12:00:00Z }
 */
// @__NO_SIDE_EFFECTS__
export function limitChangeDecision(
  current: number | null | undefined,
  requested: number | null | undefined,
  context: LimitChangeContext,
): LimitChangeDecision {
  const { now, coolingOffMs } = context;
  if (!Number.isFinite(coolingOffMs) || coolingOffMs < 0)
    throw new RangeError(`The cooling-off must be 0 ms or more, got ${String(coolingOffMs)}`);
  if (current == null) return { effect: "immediate" };
  const loosens = requested == null || requested > current;
  if (!loosens || coolingOffMs === 0) return { effect: "immediate" };
  return { effect: "pending", pendingUntil: new Date(now.getTime() + coolingOffMs) };
}

/**
 * Whether a pending limit change is due: its cooling-off ended at or before `now`. An unreadable
 * date is never due, so a limit is never loosened by mistake.
 *
 * @example isLimitChangeDue("2026-03-05T12:00:00Z", new Date("2026-03-05T12:00:00Z")) // true
 */
// @__NO_SIDE_EFFECTS__
export function isLimitChangeDue(pendingUntil: Date | string, now: Date): boolean {
  const due = (pendingUntil instanceof Date ? pendingUntil : new Date(pendingUntil)).getTime();
  return !Number.isNaN(due) && due <= now.getTime();
}
