import "server-only";
import { createApiClient, type ApiClient, type AppSettings, type ServerUserCheck } from "@casino/api-client";
import { makeQueryClient, prefetchServerUser, settingsQueryOptions } from "@casino/api-client/react/server";
import { ACCESS_TOKEN_COOKIE_NAME, DEFAULT_LOCALE, type PageKey } from "@casino/domain";
import { createTranslator, localeDirection, type I18nProps, type Translate } from "@casino/i18n";
import type { QueryClient } from "@tanstack/react-query";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { decodeLocale, decodeSettings, LOCALE_HEADER, SETTINGS_HEADER } from "../features/shell/routing/handoff";
import { readBackendConfig, type BackendConfig } from "./backend-config";
import { createGuestReadFetch } from "./guest-reads";
import { getI18nProps } from "./i18n";
import { createHref, pageUrlOptionsOf, type Href } from "@casino/features";
import { NONCE_HEADER } from "./security-headers";
import { REQUEST_URL_HEADER } from "./session/request-url";
import { sessionExpiredRoute } from "./session/session-paths";

/** The access token of this request, from the `accessToken` cookie; `null` when signed out. */
export const getRequestToken = cache(async (): Promise<string | null> => {
  const token = (await cookies()).get(ACCESS_TOKEN_COOKIE_NAME)?.value?.trim();
  return token ? token : null;
});

/**
 * The reads of every guest render of this process: without a token the back end answers every
 * guest alike, so one answer serves the renders of a few seconds (`guest-reads.ts`).
 */
const guestReadFetch = createGuestReadFetch({ reuseMs: readBackendConfig(process.env).guestReadReuseMs });

/**
 * The API client of this request (React `cache`: one per request, never shared across players).
 * It carries the player's token and, on the server only, the system access token; a guest's reads
 * share the process's recent answers.
 */
export const getRequestApi = cache(async (): Promise<ApiClient> => {
  const backend = readBackendConfig(process.env);
  const token = await getRequestToken();
  return createApiClient({
    baseUrl: backend.apiUrl,
    coreUrl: backend.coreUrl,
    getToken: () => token,
    timeoutMs: backend.timeoutMs,
    ...(token === null ? { fetch: guestReadFetch } : {}),
    ...(backend.systemToken === undefined ? {} : { systemAccessToken: backend.systemToken }),
  });
});

/**
 * The QueryClient of this request (a module-level client would leak one player's data to another,
 * QUALITY.md "Reliability"); every server read goes through it, and what it holds is dehydrated into
 * the browser's client, so the browser never fetches it again.
 */
export const getRequestQueryClient = cache((): QueryClient => makeQueryClient());

/**
 * The back end's settings (settings2), once per request and seeded into the request's cache;
 * `null` when they cannot be loaded. The proxy loaded them already for its routing and handed them
 * over (`features/shell/routing/handoff.ts`); only without that are they asked for here. Not
 * retried on the server: a slow retry would hold the page.
 */
export const getRequestSettings = cache(async (): Promise<AppSettings | null> => {
  const options = settingsQueryOptions(await getRequestApi());
  const handedOver = decodeSettings((await headers()).get(SETTINGS_HEADER));
  if (handedOver !== undefined) {
    if (handedOver !== null) getRequestQueryClient().setQueryData(options.queryKey, handedOver);
    return handedOver;
  }
  try {
    return await getRequestQueryClient().fetchQuery({ ...options, retry: false });
  } catch {
    return null;
  }
});

/**
 * The server-side user check (see docs/features.md, "Session and sign-in"): details within 5 s,
 * seeded into the request's cache; on timeout the page renders as authenticated without user data;
 * without a token nobody is asked. A token the back end refuses is never kept for a guest render:
 * the visitor goes through the expired-session route, which clears the cookie and reopens this
 * page with `modal=login`.
 */
export const getRequestUser = cache(async (): Promise<ServerUserCheck> => {
  if ((await getRequestToken()) === null) return { status: "unauthenticated" };
  const check = await prefetchServerUser(getRequestQueryClient(), await getRequestApi());
  if (check.status === "unauthenticated") {
    redirect(sessionExpiredRoute((await headers()).get(REQUEST_URL_HEADER) ?? "/"));
  }
  return check;
});

/** Everything a layout or page of this request reads: one object, built once per request. */
export interface RequestContext {
  readonly backend: BackendConfig;
  readonly api: ApiClient;
  readonly queryClient: QueryClient;
  /** `null` when the back end's settings could not be loaded. */
  readonly settings: AppSettings | null;
  readonly user: ServerUserCheck;
  /** Signed in (with or without the player's details, which may have timed out). */
  readonly authenticated: boolean;
  /** The theme to render: the settings' theme, else the configured default. */
  readonly theme: string;
  readonly brandName: string;
  /** The locale of the address (`/de/...`), English without a prefix. */
  readonly locale: string;
  /** `ltr` or `rtl`, for `<html dir>`. */
  readonly direction: "ltr" | "rtl";
  /** The texts of the locale, for the browser's provider. */
  readonly i18n: I18nProps;
  /** Translates on the server with the same texts the browser gets. */
  readonly t: Translate;
  /**
   * Every link of ours: a named page through the page URL table (overrides, navigation system) or a
   * fixed path, in this request's locale (`href("promotions")` is `/de/promotions` in German).
   */
  readonly href: Href;
  /** {@link href} of a named page, for the pages that name theirs by key. */
  readonly pageUrl: (page: PageKey) => string;
  /** Where the browser loads a picture the back end names by path (the API client's `assetUrl`). */
  readonly assetUrl: (path: string) => string;
  /** This request's CSP nonce, for the scripts our code injects. */
  readonly nonce: string;
}

/** The brand name when the settings name none. */
const FALLBACK_BRAND_NAME = "Casino";

/**
 * The request's context (React `cache`: built once per request, shared by the layout and the page).
 */
export const getRequestContext = cache(async (): Promise<RequestContext> => {
  const backend = readBackendConfig(process.env);
  const [api, settings, user, requestHeaders] = await Promise.all([
    getRequestApi(),
    getRequestSettings(),
    getRequestUser(),
    headers(),
  ]);
  const locale = decodeLocale(requestHeaders.get(LOCALE_HEADER)) ?? DEFAULT_LOCALE;
  const i18n = await getI18nProps(
    locale,
    settings?.cacheControlHash == null ? undefined : String(settings.cacheControlHash),
    settings?.debugShowTranslationKeys === true,
  );
  const href = createHref({ locale, pages: pageUrlOptionsOf(settings) });
  return {
    backend,
    api,
    queryClient: getRequestQueryClient(),
    settings,
    user,
    authenticated: user.status !== "unauthenticated",
    theme: settings?.theme ?? backend.defaultTheme,
    brandName: settings?.brandName ?? FALLBACK_BRAND_NAME,
    locale,
    direction: localeDirection(locale),
    i18n,
    t: createTranslator({ texts: i18n.texts, debugKeys: i18n.debugKeys }),
    href,
    pageUrl: href,
    assetUrl: (path) => api.assetUrl(path),
    nonce: requestHeaders.get(NONCE_HEADER) ?? "",
  };
});
