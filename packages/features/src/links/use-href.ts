"use client";

import type { AppSettings } from "@casino/api-client";
import { queryKeys } from "@casino/api-client/react";
import { useLocale } from "@casino/i18n/react";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { createHref, pageUrlOptionsOf, type Href } from "./href.js";

/**
 * {@link createHref} for client components: the locale of the page's texts and the page URL table
 * of the settings the server hydrated into this tab's cache (never fetched again here).
 */
export function useHref(): Href {
  const locale = useLocale();
  const settings = useQueryClient().getQueryData<AppSettings>(queryKeys.settings());
  return useMemo(() => createHref({ locale, pages: pageUrlOptionsOf(settings) }), [locale, settings]);
}
