import "server-only";
import { isSelfExcluded, scriptsQuery, visitorSegment, type ScriptEntry, type VisitorSegment } from "@casino/domain";
import type { RequestContext } from "../../core/request-context";

/** What the server knows for the marketing scripts of a page (see docs/features.md, "Marketing scripts"). */
export interface MarketingScriptsData {
  /** The visitor segment's scripts; none for self-excluded players, and when the call fails. */
  scripts: ScriptEntry[];
  segment: VisitorSegment;
  /** The signed-in player is self-excluded today. */
  selfExcluded: boolean;
}

/**
 * The scripts of the visitor's segment (anonymous, authenticated or depositor). Not even asked for
 * a self-excluded player; none when the call fails, since the page works without them. A bot gets
 * the list with the page (a guest page is the same for every guest) and the browser runs none of it.
 */
export async function loadMarketingScripts({
  api,
  user,
  settings,
}: Pick<RequestContext, "api" | "user" | "settings">): Promise<MarketingScriptsData> {
  const details = user.status === "authenticated" ? user.details : null;
  const segment = visitorSegment({
    authenticated: user.status !== "unauthenticated",
    depositCount: details?.depositCount ?? null,
  });
  // The player's zone is not known on the server; the brand's day (UTC) decides, as the back end does.
  const selfExcluded = isSelfExcluded(details?.getUser.userLimit, new Date());
  if (selfExcluded) return { scripts: [], segment, selfExcluded };
  const flags = scriptsQuery(segment);
  try {
    const response = await api.content.getScripts({
      enableAuthUsers: flags.enableAuthUsers === "true",
      enableDepositors: flags.enableDepositors === "true",
      hash: settings?.cacheControlHash ?? undefined,
    });
    const scripts = response.data.map((entry, index) => ({
      ...entry,
      key: entry.key ?? entry.name ?? `script-${String(index)}`,
    }));
    return { scripts, segment, selfExcluded };
  } catch {
    return { scripts: [], segment, selfExcluded };
  }
}
