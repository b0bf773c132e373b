import {
  AFFILIATE_TOKEN_STORAGE_KEY,
  attributedCampaignParameters,
  CAMPAIGN_STORAGE_KEY,
  captureCampaignParameters,
  LOCAL_STORAGE_KEYS,
  parseStoredCampaign,
  readAffiliateToken,
  shouldTrackVisit,
} from "@casino/domain";

/**
 * What the campaign capture hands to the calls that carry it (see docs/features.md, "Campaign
 * capture"), under the wire names of sign-up: the affiliate `token`, `cpnc`, `mkt`, `pid` and the
 * path of the first page of the first visit, `firstUrl`. Login sends `cpnc` and `mkt`.
 */
export interface CampaignValues {
  token?: string;
  cpnc?: string;
  mkt?: string;
  pid?: string;
  firstUrl?: string;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be refused (private modes): nothing is remembered, nothing breaks.
    return null;
  }
}

/**
 * The path of the first page of the visitor's first visit: stored (path only, never the query,
 * which can carry tokens or a player's data) the first time it is asked for, the same ever after.
 */
export function firstVisitPath(currentPath: string = window.location.pathname): string {
  const stored = storage();
  const known = stored?.getItem(LOCAL_STORAGE_KEYS.firstUrl);
  if (known != null && known !== "") return known;
  const path = currentPath.split(/[?#]/)[0] ?? "/";
  stored?.setItem(LOCAL_STORAGE_KEYS.firstUrl, path);
  return path;
}

/**
 * Captures a page view's campaign data: the affiliate token under the brand's query parameter
 * (`affiliateKeyQueryParameter`, else `nxafk`), `cpnc`, `mkt` and `pid` with their capture time,
 * and the first page's path on the first visit.
 */
export function captureVisit(input: {
  search: string;
  pathname: string;
  affiliateParameter: string | null | undefined;
  now: number;
}): void {
  const query = new URLSearchParams(input.search);
  firstVisitPath(input.pathname);
  const stored = storage();
  if (stored === null) return;
  const token = readAffiliateToken(query, input.affiliateParameter);
  if (token !== null) stored.setItem(AFFILIATE_TOKEN_STORAGE_KEY, token);
  const campaign = captureCampaignParameters(
    parseStoredCampaign(stored.getItem(CAMPAIGN_STORAGE_KEY)),
    query,
    input.now,
  );
  stored.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(campaign));
}

/** The campaign values to send now: the parameters that count (365 days kept, the latest within 7 days wins). */
export function readCampaign(now: number): CampaignValues {
  const stored = storage();
  const token = stored?.getItem(AFFILIATE_TOKEN_STORAGE_KEY);
  const firstUrl = stored?.getItem(LOCAL_STORAGE_KEYS.firstUrl);
  return {
    ...(token ? { token } : {}),
    ...attributedCampaignParameters(parseStoredCampaign(stored?.getItem(CAMPAIGN_STORAGE_KEY)), now),
    ...(firstUrl ? { firstUrl } : {}),
  };
}

/**
 * The campaign fields of a logged event: `mkt` always when known, and `cpncToSent` (the visit's
 * campaign) at most once every 30 minutes; sending it marks the visit tracked (`cpnc_sent`).
 */
export function campaignEventFields(now: number): { mkt?: string; cpncToSent?: string } {
  const { mkt, cpnc } = readCampaign(now);
  const stored = storage();
  const lastSent = Number(stored?.getItem(LOCAL_STORAGE_KEYS.cpncSent) ?? Number.NaN);
  const track = cpnc !== undefined && shouldTrackVisit(Number.isFinite(lastSent) ? lastSent : null, now);
  if (track) stored?.setItem(LOCAL_STORAGE_KEYS.cpncSent, String(now));
  return { ...(mkt === undefined ? {} : { mkt }), ...(track ? { cpncToSent: cpnc } : {}) };
}
