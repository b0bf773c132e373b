import "server-only";
import { scriptsQuery, visitorSegment, type ScriptEntry } from "@casino/domain";
import type { RequestContext } from "../../core/request-context";

/**
 * The scripts of the visitor's segment (anonymous, authenticated or depositor; see
 * docs/features.md, "Marketing scripts"); none when the call fails, since the page works without them.
 */
export async function loadMarketingScripts({
  api,
  user,
  settings,
}: Pick<RequestContext, "api" | "user" | "settings">): Promise<ScriptEntry[]> {
  const segment = visitorSegment({
    authenticated: user.status !== "unauthenticated",
    depositCount: user.status === "authenticated" ? user.details.depositCount : null,
  });
  const flags = scriptsQuery(segment);
  try {
    const response = await api.content.getScripts({
      enableAuthUsers: flags.enableAuthUsers === "true",
      enableDepositors: flags.enableDepositors === "true",
      hash: settings?.cacheControlHash ?? undefined,
    });
    return response.data.map((entry, index) => ({
      ...entry,
      key: entry.key ?? entry.name ?? `script-${String(index)}`,
    }));
  } catch {
    return [];
  }
}
