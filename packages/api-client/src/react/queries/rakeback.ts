import { CALENDAR_AWARD_REFRESH_MS, RAKEBACK_REFRESH_MS } from "@casino/domain";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../create-api-client";
import { queryKeys } from "../query-keys";
import { retryUnlessClientError } from "../retry";

/** The rakeback days, refreshed every 10 s while the tab is visible (QUALITY.md "Polling"). */
export function rakebackDaysQueryOptions(client: ApiClient, userId: number | string, bonusId?: number | string | null) {
  return queryOptions({
    queryKey: queryKeys.rakebackDays(userId, bonusId),
    queryFn: async ({ signal }) =>
      (await client.rakeback.getRakebackDays({ userId, bonusId: bonusId ?? undefined }, { signal })).data,
    refetchInterval: RAKEBACK_REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: retryUnlessClientError,
  });
}

/** The cashback accumulator, polled every 15 s while the tab is visible. `null` when there is no award. */
export function calendarAwardQueryOptions(client: ApiClient, userId: number | string) {
  return queryOptions({
    queryKey: queryKeys.calendarAward(userId),
    queryFn: async ({ signal }) =>
      (await client.rakeback.getCalendarAward({ userId }, { signal })).data.userCalendarData ?? null,
    refetchInterval: CALENDAR_AWARD_REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: retryUnlessClientError,
  });
}
