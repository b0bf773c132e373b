"use client";

import { DEFAULT_GAME_SORT, GAME_SORT_STORAGE_KEY, isGameSortOption, type GameSortOption } from "@casino/domain";
import { SortSelect } from "@casino/ui/SortSelect";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { listUrl, type ListParams } from "./list-query";

function storedSort(): GameSortOption | null {
  try {
    const stored = window.localStorage.getItem(GAME_SORT_STORAGE_KEY);
    return isGameSortOption(stored) ? stored : null;
  } catch {
    return null;
  }
}

function storeSort(sort: GameSortOption): void {
  try {
    window.localStorage.setItem(GAME_SORT_STORAGE_KEY, sort);
  } catch {
    // The address still carries the sort.
  }
}

/**
 * The sort of a game list: changing it puts it in the address (back to the first page) and in
 * local storage; a list opened without a sort in its address takes the stored one.
 */
export function SortControl({
  sort,
  sortInAddress,
  params,
}: {
  sort: GameSortOption;
  sortInAddress: boolean;
  params: Omit<ListParams, "sort" | "page">;
}) {
  const router = useRouter();
  const pathname = usePathname();
  // The stored sort applies once, when the list opens; the player's later choices go through the address.
  const storedApplied = useRef(false);

  useEffect(() => {
    if (sortInAddress || storedApplied.current) return;
    storedApplied.current = true;
    const stored = storedSort();
    if (stored !== null && stored !== DEFAULT_GAME_SORT)
      router.replace(listUrl(pathname, { ...params, sort: stored }), { scroll: false });
  }, [sortInAddress, pathname, params, router]);

  return (
    <SortSelect
      value={sort}
      keep={Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])))}
      onValueChange={(next) => {
        storeSort(next);
        router.push(listUrl(pathname, { ...params, sort: next }), { scroll: false });
      }}
    />
  );
}
