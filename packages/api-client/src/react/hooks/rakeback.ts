"use client";

import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-client-context";
import { calendarAwardQueryOptions, rakebackDaysQueryOptions } from "../queries/rakeback";
import type { ReadOptions } from "../queries/read-options";

/** The rakeback days; mount it only where the calendar is shown, so polling stops with it. */
export function useRakebackDays(userId: number | string, bonusId?: number | string | null, options: ReadOptions = {}) {
  return useQuery({ ...rakebackDaysQueryOptions(useApiClient(), userId, bonusId), ...options });
}

/** The cashback accumulator (ngr, payout, percent). */
export function useCalendarAward(userId: number | string, options: ReadOptions = {}) {
  return useQuery({ ...calendarAwardQueryOptions(useApiClient(), userId), ...options });
}
