"use client";

import { DEFAULT_GAME_SORT, GAME_SORT_STORAGE_KEY, isGameSortOption, type GameSortOption } from "@casino/domain";
import { SortSelect } from "@casino/ui/SortSelect";
import { useNavigation, usePathname } from "../router/router-adapter.js";
import { useEffect, useRef } from "react";
import { listUrl, type ListParams } from "./list-query.js";

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
 * local storage; a list opened without a sort in its address takes the stored one. A list with an
 * order of its own (`ownOrderLabel`: the favourites, newest first) shows that order until a sort
 * is picked, and takes no stored sort.
 */
export function SortControl({
  sort,
  sortInAddress,
  params,
  ownOrderLabel,
}: {
  sort: GameSortOption;
  sortInAddress: boolean;
  params: Omit<ListParams, "sort" | "page" | "ownOrder">;
  ownOrderLabel?: string | undefined;
}) {
  const router = useNavigation();
  const pathname = usePathname();
  // The stored sort applies once, when the list opens; the player's later choices go through the address.
  const storedApplied = useRef(false);

  useEffect(() => {
    if (sortInAddress || ownOrderLabel !== undefined || storedApplied.current) return;
    storedApplied.current = true;
    const stored = storedSort();
    if (stored !== null && stored !== DEFAULT_GAME_SORT)
      router.replace(listUrl(pathname, { ...params, sort: stored }), { scroll: false });
  }, [sortInAddress, ownOrderLabel, pathname, params, router]);

  return (
    <SortSelect
      value={sortInAddress || ownOrderLabel === undefined ? sort : null}
      {...(ownOrderLabel === undefined ? {} : { ownOrderLabel })}
      keep={Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])))}
      onValueChange={(next) => {
        if (next !== null) storeSort(next);
        const ownOrder = ownOrderLabel !== undefined;
        router.push(listUrl(pathname, { ...params, ...(next === null ? {} : { sort: next }), ownOrder }), {
          scroll: false,
        });
      }}
    />
  );
}
