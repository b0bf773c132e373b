import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../create-api-client";
import type { ServerUserCheck } from "../endpoints/user";
import { queryKeys } from "./query-keys";

/**
 * The server-side user check for a page render (ARCHITECTURE.md "Server rendering"): runs
 * get-user-details within the 5 s limit and, when it answers, seeds the request's QueryClient
 * so the browser starts with the player's details. A timeout renders as authenticated without
 * user data; the app decides from the returned status.
 *
 * @example
 * const queryClient = makeQueryClient();
 * const check = await prefetchServerUser(queryClient, client);
 */
export async function prefetchServerUser(queryClient: QueryClient, client: ApiClient): Promise<ServerUserCheck> {
  const check = await client.user.checkUserOnServer();
  if (check.status === "authenticated") queryClient.setQueryData(queryKeys.userDetails(), check.details);
  return check;
}
