"use client";

import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-client-context";
import type { ReadOptions } from "../queries/read-options";
import { linkedAccountQueryOptions } from "../queries/session";

/** What a third party vouched for, by the `linked` uuid of the return address. */
export function useLinkedAccount(uuid: string, options: ReadOptions = {}) {
  return useQuery({ ...linkedAccountQueryOptions(useApiClient(), uuid), ...options });
}
