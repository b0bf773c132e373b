"use client";

import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-client-context";
import { limitsQueryOptions } from "../queries/limits";
import type { ReadOptions } from "../queries/read-options";

/** The player's responsible-gambling limits. */
export function useLimits(options: ReadOptions = {}) {
  return useQuery({ ...limitsQueryOptions(useApiClient()), ...options });
}
