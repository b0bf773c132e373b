import { exclusionEndsAt, isSelfExcluded, type ExclusionKind, type SelfExclusionLimit } from "./self-exclusion";
import { DEFAULT_TIME_ZONE } from "./zoned-date";

/** What a player must carry for {@link mayStakeMoney}: the limits part of their details. */
export interface StakingPlayer {
  userLimit?: SelfExclusionLimit | null;
}

/** Why a player may not stake money: the protection in force (self-exclusion, time-out or freeze). */
export type StakeMoneyBlock = ExclusionKind;

const EXCLUSION_KINDS: ReadonlySet<string> = new Set<ExclusionKind>(["self-exclusion", "time-out", "freeze"]);

/** The protection an exclusion came from; anything the back end does not name is a self-exclusion. */
function blockOf(limit: SelfExclusionLimit | null | undefined): StakeMoneyBlock {
  const kind = limit?.exclusionKind;
  return kind != null && EXCLUSION_KINDS.has(kind) ? kind : "self-exclusion";
}

/**
 * Whether a player may stake money (deposit, play for money, take a bonus): `allowed`, or the
 * reason it is refused and until when (`until`, the instant it ends, to the minute; `null` when it
 * never ends). Withdrawing is always open (see docs/features.md, "Self-exclusion,
 * time-out and freeze").
 */
export type StakeMoneyDecision =
  { allowed: true } | { allowed: false; reason: StakeMoneyBlock; permanent: boolean; until: Date | null };

/**
 * The one rule the cashier, the game page and the back end ask before money is staked: a player
 * under a self-exclusion, a time-out or a freeze (permanent, or until the instant it ends;
 * `isSelfExcluded`) may not; `reason` names which, so the page can say so. `zone` only matters for
 * a back end that sends a bare day, which holds through that day in the player's zone.
 *
 * @example mayStakeMoney({ userLimit: { selfExclusion: "2026-03-04T13:00:00Z" } }, new Date("2026-03-04T12:00:00Z"))
 * // { allowed: false, reason: "self-exclusion", permanent: false, until: 2026-03-04T13:00:00Z }
 * @example mayStakeMoney({ userLimit: { selfExclusion: "2026-03-06T12:00:00Z", exclusionKind: "freeze" } }, new Date("2026-03-04T12:00:00Z"))
 * // { allowed: false, reason: "freeze", permanent: false, until: 2026-03-06T12:00:00Z }
 * @example mayStakeMoney({ userLimit: null }, new Date("2026-03-04T12:00:00Z")) // { allowed: true }
 */
export function mayStakeMoney(
  player: StakingPlayer | null | undefined,
  now: Date,
  zone: string = DEFAULT_TIME_ZONE,
): StakeMoneyDecision {
  const limit = player?.userLimit;
  if (!isSelfExcluded(limit, now, zone)) return { allowed: true };
  const permanent = limit?.isSelfExclusionPermanent === true;
  return { allowed: false, reason: blockOf(limit), permanent, until: permanent ? null : exclusionEndsAt(limit, zone) };
}
