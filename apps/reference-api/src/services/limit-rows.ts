import type { LimitRecord } from "../db/limit-store.ts";
import { wireAmount } from "../money.ts";
import type { Player } from "../players/player.ts";
import type { ServerContext } from "../server-context.ts";
import { currentLimits, limitUsed } from "./limits.ts";

const PERIODIC: ReadonlySet<string> = new Set(["bet", "loss", "deposit"] satisfies PeriodicKind[]);

type PeriodicKind = "bet" | "loss" | "deposit";

function isPeriodic(kind: string): kind is PeriodicKind {
  return PERIODIC.has(kind);
}

/** A loosening waiting for its cooling-off, as the wire shows it beside the limit in force. */
function pendingFields(row: LimitRecord, currency: string): Record<string, unknown> {
  return {
    pendingAmount:
      row.pendingUntil !== null && row.pendingValue !== null ? wireAmount(row.pendingValue, currency) : null,
    pendingRemoval: row.pendingUntil !== null && row.pendingValue === null,
    pendingUntil: row.pendingUntil,
  };
}

/** `data` of get-limits and of every limit change: the limits as the client reads them (`limitsResponseSchema`). */
export function limitsData(ctx: ServerContext, player: Player): Record<string, unknown> {
  const currency = player.profile.currencyCode;
  const rows = currentLimits(ctx, player.id);
  const limits: Record<string, unknown>[] = [];
  const betMax = rows.find((row) => row.kind === "bet-max");
  const betMin = rows.find((row) => row.kind === "bet-min");
  for (const row of rows) {
    if (isPeriodic(row.kind))
      limits.push({
        type: row.kind,
        period: row.period,
        amount: wireAmount(row.value, currency),
        used: wireAmount(limitUsed(ctx, player.id, row.kind, row.period), currency),
        ...pendingFields(row, currency),
        updatedAt: row.updatedAt,
      });
    if (row.kind === "session-time" || row.kind === "reality-check")
      limits.push({ type: row.kind, value: row.value, unit: "minutes", updatedAt: row.updatedAt });
    if (row.kind === "monthly-win")
      limits.push({
        type: "monthly-win",
        period: 2,
        amount: wireAmount(row.value, currency),
        updatedAt: row.updatedAt,
      });
  }
  if (betMax || betMin)
    limits.push({
      type: "bet",
      maxBet: betMax ? wireAmount(betMax.value, currency) : null,
      minBet: betMin ? wireAmount(betMin.value, currency) : null,
      updatedAt: (betMax ?? betMin)?.updatedAt,
    });
  const { userLimit } = player.profile;
  if (userLimit.isSelfExclusionPermanent || userLimit.selfExclusion) {
    limits.push({
      type: "self-exclusion",
      permanent: userLimit.isSelfExclusionPermanent,
      expiresAt: userLimit.selfExclusion,
    });
  }
  const betChanges = rows
    .filter((row) => row.kind.startsWith("bet"))
    .map((row) => row.updatedAt)
    .sort();
  return {
    limits,
    ghostMode: player.profile.ghostMode,
    rewardCalendarOptOut: player.profile.rewardCalendarOptOut,
    betLimitChangedAt: betChanges.at(-1) ?? null,
  };
}
