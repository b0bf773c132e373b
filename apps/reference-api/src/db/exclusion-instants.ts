import type { DatabaseSync } from "node:sqlite";
import { exclusionEndsAt } from "@casino/domain";
import { integer, json } from "./rows.ts";

const CALENDAR_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Layout 2 kept the end of a self-exclusion, time-out or freeze as its last day (`yyyy-MM-dd`),
 * which held through the end of that day; layout 3 keeps the instant it ends (ISO, UTC). A day
 * becomes the instant that day ended in UTC, the zone the reference API counted it in, so no
 * exclusion in force gets a minute shorter.
 */
export function migrateExclusionDaysToInstants(db: DatabaseSync): void {
  const update = db.prepare("UPDATE players SET profile = ? WHERE id = ?");
  for (const row of db.prepare("SELECT id, profile FROM players").all()) {
    const profile = json<{ userLimit?: { selfExclusion?: unknown } }>(row, "profile");
    const end = profile.userLimit?.selfExclusion;
    if (typeof end !== "string" || !CALENDAR_DAY_PATTERN.test(end)) continue;
    const instant = exclusionEndsAt({ selfExclusion: end }, "UTC");
    if (instant === null || profile.userLimit === undefined) continue;
    profile.userLimit.selfExclusion = instant.toISOString();
    update.run(JSON.stringify(profile), integer(row, "id"));
  }
}
