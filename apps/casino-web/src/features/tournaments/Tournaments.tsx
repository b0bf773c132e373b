"use client";

import { Skeleton } from "@casino/ui/Skeleton";
import dynamic from "next/dynamic";
import { useEffect } from "react";
import { WithTabApiClient } from "@casino/features";

const placeholder = <Skeleton shape="block" height={320} />;

// The page's content, its calls and their schemas load after the page, beside the tab's client.
const loadContent = () => import("./TournamentsContent");
const TournamentsContent = dynamic(loadContent, { ssr: false, loading: () => placeholder });

/** The tournaments page's content once the tab's API client is there. */
export function Tournaments() {
  // Fetched while the browser services load, not after them.
  useEffect(() => void loadContent(), []);
  return (
    <WithTabApiClient fallback={placeholder}>
      <TournamentsContent />
    </WithTabApiClient>
  );
}
