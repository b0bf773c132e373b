import "server-only";
import { createApiClient, type ApiClient, type AppSettings, type ServerUserCheck } from "@casino/api-client";
import { ACCESS_TOKEN_COOKIE_NAME } from "@casino/domain";
import { makeQueryClient, prefetchServerUser, settingsQueryOptions } from "@casino/api-client/react/server";
import type { QueryClient } from "@tanstack/react-query";
import { cookies } from "next/headers";
import { cache } from "react";
import { readBackendConfig } from "./backend-config";

/** The access token of this request, from the `accessToken` cookie; `null` when signed out. */
export const getRequestToken = cache(async (): Promise<string | null> => {
  const token = (await cookies()).get(ACCESS_TOKEN_COOKIE_NAME)?.value?.trim();
  return token ? token : null;
});

/**
 * The API client of this request (React `cache`: one per request, never shared across players).
 * It carries the player's token and, on the server only, the system access token.
 */
export const getRequestApi = cache(async (): Promise<ApiClient> => {
  const backend = readBackendConfig(process.env);
  const token = await getRequestToken();
  return createApiClient({
    baseUrl: backend.apiUrl,
    coreUrl: backend.coreUrl,
    getToken: () => token,
    ...(backend.systemToken === undefined ? {} : { systemAccessToken: backend.systemToken }),
  });
});

/**
 * The QueryClient of this request (a module-level client would leak one player's data to another,
 * QUALITY.md "Reliability"); what it holds is dehydrated into the browser's client.
 */
export const getRequestQueryClient = cache((): QueryClient => makeQueryClient());

/**
 * The back end's settings (settings2), once per request and seeded into the request's cache;
 * `null` when they cannot be loaded (the layout then uses the configured defaults). Not retried
 * on the server: a slow retry would hold the whole page.
 */
export const getRequestSettings = cache(async (): Promise<AppSettings | null> => {
  try {
    return await getRequestQueryClient().fetchQuery({ ...settingsQueryOptions(await getRequestApi()), retry: false });
  } catch {
    return null;
  }
});

/**
 * The server-side user check (spec 000 §8): details within 5 s, seeded into the request's cache;
 * on timeout the page renders as authenticated without user data; without a token nobody is asked.
 */
export const getRequestUser = cache(async (): Promise<ServerUserCheck> => {
  if ((await getRequestToken()) === null) return { status: "unauthenticated" };
  return prefetchServerUser(getRequestQueryClient(), await getRequestApi());
});
