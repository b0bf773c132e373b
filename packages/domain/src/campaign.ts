import { LOCAL_STORAGE_KEYS } from "./storage-keys";

/** Query parameter carrying the affiliate token when the setting `affiliateKeyQueryParameter` is unset. */
export const AFFILIATE_QUERY_PARAMETER_DEFAULT = "nxafk";

/** Campaign parameters captured from the URL. */
export const CAMPAIGN_PARAMETERS = ["cpnc", "mkt", "pid"] as const;

/** How long captured campaign parameters are kept. */
export const CAMPAIGN_PARAMETER_MAX_AGE_DAYS = 365;

/** The last captured campaign parameter counts when it is younger than this ("about 7 days"). */
export const CAMPAIGN_LAST_TOUCH_WINDOW_DAYS = 7;

/** Visit tracking repeats at most once per this many minutes. */
export const VISIT_TRACKING_INTERVAL_MINUTES = 30;

const DAY_MS = 86_400_000;

/** A campaign parameter: `cpnc`, `mkt` or `pid`. */
export type CampaignParameter = (typeof CAMPAIGN_PARAMETERS)[number];

/** A query string as `URLSearchParams` (or anything with its `get`) offers it. */
export interface QueryReader {
  get(name: string): string | null;
}

/** One captured value and when it arrived (ms since the epoch). */
export interface CampaignCapture {
  value: string;
  capturedAt: number;
}

/**
 * What local storage keeps per campaign parameter: the first capture still within 365 days and
 * the latest one. Only these two decide attribution, so nothing else is kept.
 */
export type StoredCampaign = Partial<Record<CampaignParameter, { first: CampaignCapture; last: CampaignCapture }>>;

/** Local-storage key of the affiliate token (the product keeps it in storage; the key name is ours). */
export const AFFILIATE_TOKEN_STORAGE_KEY = LOCAL_STORAGE_KEYS.affiliateToken;

/** Local-storage key of {@link StoredCampaign} (the key name is ours). */
export const CAMPAIGN_STORAGE_KEY = LOCAL_STORAGE_KEYS.campaignParameters;

/**
 * The query parameter that carries the affiliate token: the setting
 * `affiliateKeyQueryParameter`, else `nxafk`.
 *
 * @example affiliateQueryParameter(undefined) // "nxafk"
 * @example affiliateQueryParameter("aff") // "aff"
 */
export function affiliateQueryParameter(setting: string | null | undefined): string {
  const name = setting?.trim() ?? "";
  return name === "" ? AFFILIATE_QUERY_PARAMETER_DEFAULT : name;
}

/**
 * The affiliate token in a query, read under the configured parameter; `null` when absent or empty.
 *
 * @example readAffiliateToken(new URLSearchParams("nxafk=abc"), undefined) // "abc"
 */
export function readAffiliateToken(query: QueryReader, setting: string | null | undefined): string | null {
  const token = query.get(affiliateQueryParameter(setting))?.trim() ?? "";
  return token === "" ? null : token;
}

function isFresh(capture: CampaignCapture, now: number, maxAgeDays: number): boolean {
  return now - capture.capturedAt < maxAgeDays * DAY_MS;
}

/** Windows used by the campaign rules; both default to the spec's values. */
export interface CampaignWindows {
  /** How long a capture is kept, default 365 days. */
  maxAgeDays?: number;
  /** How young the latest capture must be to count, default 7 days. */
  lastTouchWindowDays?: number;
}

/**
 * Stored campaign data after a visit: each of `cpnc`, `mkt`, `pid` present in the
 * query becomes the latest capture; captures older than 365 days are dropped (a stale first
 * capture is replaced by the latest one). The input is not changed.
 *
 * @example captureCampaignParameters({}, new URLSearchParams("cpnc=spring"), Date.now())
 */
export function captureCampaignParameters(
  stored: StoredCampaign,
  query: QueryReader,
  now: number,
  windows: CampaignWindows = {},
): StoredCampaign {
  const maxAgeDays = windows.maxAgeDays ?? CAMPAIGN_PARAMETER_MAX_AGE_DAYS;
  const next: StoredCampaign = {};
  for (const parameter of CAMPAIGN_PARAMETERS) {
    const value = query.get(parameter)?.trim() ?? "";
    const previous = stored[parameter];
    const last = value !== "" ? { value, capturedAt: now } : previous?.last;
    if (last === undefined || !isFresh(last, now, maxAgeDays)) continue;
    const first = previous !== undefined && isFresh(previous.first, now, maxAgeDays) ? previous.first : last;
    next[parameter] = { first, last };
  }
  return next;
}

/**
 * The campaign values that count for attribution (sent with sign-up, login and log-event), per
 * parameter. The spec says the values are kept 365 days and "the last parameter counts if under
 * about 7 days old"; this package reads that as: the latest capture counts while it is younger
 * than 7 days, after that the first capture still within 365 days counts again.
 *
 * @example attributedCampaignParameters(stored, Date.now()) // { cpnc: "spring" }
 */
export function attributedCampaignParameters(
  stored: StoredCampaign,
  now: number,
  windows: CampaignWindows = {},
): Partial<Record<CampaignParameter, string>> {
  const maxAgeDays = windows.maxAgeDays ?? CAMPAIGN_PARAMETER_MAX_AGE_DAYS;
  const lastTouchDays = windows.lastTouchWindowDays ?? CAMPAIGN_LAST_TOUCH_WINDOW_DAYS;
  const result: Partial<Record<CampaignParameter, string>> = {};
  for (const parameter of CAMPAIGN_PARAMETERS) {
    const captures = stored[parameter];
    if (captures === undefined) continue;
    if (isFresh(captures.last, now, lastTouchDays)) result[parameter] = captures.last.value;
    else if (isFresh(captures.first, now, maxAgeDays)) result[parameter] = captures.first.value;
  }
  return result;
}

function isCapture(value: unknown): value is CampaignCapture {
  if (typeof value !== "object" || value === null) return false;
  const { value: text, capturedAt } = value as { value?: unknown; capturedAt?: unknown };
  return typeof text === "string" && text !== "" && typeof capturedAt === "number" && Number.isFinite(capturedAt);
}

/**
 * Reads {@link StoredCampaign} from its stored JSON; unreadable parts are dropped.
 *
 * @example parseStoredCampaign(null) // {}
 */
export function parseStoredCampaign(stored: string | null | undefined): StoredCampaign {
  if (stored == null || stored === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return {};
  }
  if (typeof value !== "object" || value === null) return {};
  const result: StoredCampaign = {};
  for (const parameter of CAMPAIGN_PARAMETERS) {
    const entry: unknown = (value as Record<string, unknown>)[parameter];
    if (typeof entry !== "object" || entry === null) continue;
    const { first, last } = entry as { first?: unknown; last?: unknown };
    if (isCapture(first) && isCapture(last)) result[parameter] = { first, last };
  }
  return result;
}

/**
 * Whether a visit is tracked now: never tracked, or the last tracking is at least 30 minutes
 * old. Times are ms since the epoch; a last time in the future (a changed clock)
 * allows tracking again.
 *
 * @example shouldTrackVisit(null, Date.now()) // true
 */
export function shouldTrackVisit(lastTrackedAt: number | null | undefined, now: number): boolean {
  if (lastTrackedAt == null || !Number.isFinite(lastTrackedAt) || lastTrackedAt > now) return true;
  return now - lastTrackedAt >= VISIT_TRACKING_INTERVAL_MINUTES * 60_000;
}

/**
 * A player's referral link: the sign-up page with their code as the affiliate token, which the
 * campaign capture keeps and sign-up sends (see docs/features.md, "Refer a friend"); `null` while
 * the back end has given them no code.
 *
 * @example referralLink("https://casino.example", "/register", "DEMO2", null) // "https://casino.example/register?nxafk=DEMO2"
 */
// @__NO_SIDE_EFFECTS__
export function referralLink(
  origin: string,
  signUpPath: string,
  code: string | null | undefined,
  affiliateParameterSetting: string | null | undefined,
): string | null {
  const trimmed = code?.trim();
  if (!trimmed) return null;
  const url = new URL(signUpPath, origin);
  url.searchParams.set(affiliateQueryParameter(affiliateParameterSetting), trimmed);
  return url.toString();
}
