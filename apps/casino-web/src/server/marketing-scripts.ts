import "server-only";
import type { AppSettings, ServerUserCheck } from "@casino/api-client";
import { scriptsQuery, visitorSegment, type ScriptEntry } from "@casino/domain";
import { getRequestApi } from "./request-context";

/**
 * The scripts of the visitor's segment (spec 000 §6: anonymous, authenticated or depositor);
 * none when the call fails, since the page works without them.
 */
export async function loadMarketingScripts(
  user: ServerUserCheck,
  settings: AppSettings | null,
): Promise<ScriptEntry[]> {
  const segment = visitorSegment({
    authenticated: user.status !== "unauthenticated",
    depositCount: user.status === "authenticated" ? user.details.depositCount : null,
  });
  const flags = scriptsQuery(segment);
  try {
    const response = await (
      await getRequestApi()
    ).content.getScripts({
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
