import type { Player } from "../players/player.ts";
import type { ServerContext } from "../server-context.ts";

const PERIODIC = new Set(["bet", "loss", "deposit"]);

/** `data` of get-limits and of every limit change: the limits as the client reads them (`limitsResponseSchema`). */
export function limitsData(ctx: ServerContext, player: Player): Record<string, unknown> {
  const rows = ctx.store.limits.list(player.id);
  const limits: Record<string, unknown>[] = [];
  const betMax = rows.find((row) => row.kind === "bet-max");
  const betMin = rows.find((row) => row.kind === "bet-min");
  for (const row of rows) {
    if (PERIODIC.has(row.kind))
      limits.push({ type: row.kind, period: row.period, amount: row.value, updatedAt: row.updatedAt });
    if (row.kind === "session-time")
      limits.push({ type: "session-time", value: row.value, unit: "minutes", updatedAt: row.updatedAt });
    if (row.kind === "monthly-win")
      limits.push({ type: "monthly-win", period: 2, amount: row.value, updatedAt: row.updatedAt });
  }
  if (betMax || betMin)
    limits.push({
      type: "bet",
      maxBet: betMax?.value ?? null,
      minBet: betMin?.value ?? null,
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
