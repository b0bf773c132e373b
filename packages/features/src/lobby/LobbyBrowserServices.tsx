"use client";

import { useLocation } from "@casino/api-client/react";
import { isGamePage, isPlayPage } from "@casino/domain";
import { useSyncExternalStore } from "react";
import { useHref } from "../links/use-href.js";
import { browserOnly } from "../lazy/browser-only.js";
import { usePathname } from "../router/router-adapter.js";
import { closeSearch, isSearchOpen, subscribeSearchOpen } from "./search-open.js";
import { searchPageUrl } from "./search-url.js";

// The dialog and its query code load on first use: no page's first load carries them.
const SearchDialogContainer = browserOnly(() => import("./SearchDialogContainer.js"));

/**
 * The lobby's part of the browser services (which hold the API client): the search dialog while
 * it is open, and on game and play pages the visitor's location, which the game's stage reads from
 * the query cache for its country restriction.
 */
export function LobbyBrowserServices() {
  const pathname = usePathname();
  const href = useHref();
  const searchOpen = useSyncExternalStore(subscribeSearchOpen, isSearchOpen, () => false);
  useLocation({ enabled: isGamePage(pathname) || isPlayPage(pathname) });
  return searchOpen ? (
    <SearchDialogContainer searchPageUrl={searchPageUrl(href("casino"))} onClose={closeSearch} />
  ) : null;
}
