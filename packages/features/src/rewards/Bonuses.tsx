"use client";

import { Skeleton } from "@casino/ui/Skeleton";
import { browserOnly } from "../lazy/browser-only.js";
import { useEffect } from "react";
import { WithTabApiClient } from "../client/tab-api-client.js";

const placeholder = <Skeleton shape="block" height={320} />;

// The page's content, its calls and their schemas load after the page, beside the tab's client.
const loadContent = () => import("./BonusesPage.js");
const BonusesPageContent = browserOnly(loadContent, placeholder);

/** The bonuses page's content once the tab's API client is there (the browser services load after the page). */
export function BonusesPage() {
  // Fetched while the browser services load, not after them.
  useEffect(() => void loadContent(), []);
  return (
    <WithTabApiClient fallback={placeholder}>
      <BonusesPageContent />
    </WithTabApiClient>
  );
}
