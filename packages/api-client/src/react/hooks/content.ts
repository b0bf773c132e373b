"use client";

import { useQuery } from "@tanstack/react-query";
import type { ScriptsQuery } from "../../endpoints/content";
import { useApiClient } from "../api-client-context";
import {
  categoryListQueryOptions,
  localeTextsQueryOptions,
  scriptsQueryOptions,
  settingsQueryOptions,
} from "../queries/content";
import type { ReadOptions } from "../queries/read-options";

/** The app settings. */
export function useSettings(options: ReadOptions = {}) {
  return useQuery({ ...settingsQueryOptions(useApiClient()), ...options });
}

/** The content texts of a locale. */
export function useLocaleTexts(locale: string, hash?: string | number, options: ReadOptions = {}) {
  return useQuery({ ...localeTextsQueryOptions(useApiClient(), locale, hash), ...options });
}

/** The scripts of a visitor segment. */
export function useScripts(query: ScriptsQuery, options: ReadOptions = {}) {
  return useQuery({ ...scriptsQueryOptions(useApiClient(), query), ...options });
}

/** The lobby categories of a locale. */
export function useCategoryList(locale: string, options: ReadOptions = {}) {
  return useQuery({ ...categoryListQueryOptions(useApiClient(), locale), ...options });
}
