"use client";

import { useApiClient, useGames } from "@casino/api-client/react";
import { GAME_SEARCH_DEBOUNCE_MS } from "@casino/domain";
import { useLocale } from "@casino/i18n/react";
import { SearchDialog } from "@casino/ui/SearchDialog";
import { Link, useNavigation } from "../router/router-adapter.js";
import { useEffect, useState } from "react";
import { useHref } from "../links/use-href.js";
import { toGameItem } from "./game-items.js";
import { clearRecentSearches, readRecentSearches, rememberSearch } from "./recent-searches-store.js";
import { searchPageUrl as searchUrlOf } from "./search-url.js";

/** How many games the dialog lists as the player types; the search page has the rest. */
const DIALOG_RESULTS = 6;

/**
 * The search dialog wired to the game list: the query debounced, the first games found, the
 * recent searches from local storage; submitting opens the search page.
 */
export default function SearchDialogContainer({ searchPageUrl, onClose }: { searchPageUrl: string; onClose(): void }) {
  const client = useApiClient();
  const href = useHref();
  const router = useNavigation();
  const [query, setQuery] = useState("");
  const [debounced, setDebounced] = useState("");
  // Rendered in the browser only (a dynamic import without SSR), so storage can be read at once.
  const [recent, setRecent] = useState(readRecentSearches);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(query.trim()), GAME_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  const games = useGames({ search: debounced, limit: DIALOG_RESULTS }, { enabled: debounced !== "" });
  const current = debounced === query.trim() && !games.isPlaceholderData;
  const lobbyUrl = href("casino");
  const locale = useLocale();
  const results =
    debounced === ""
      ? []
      : (games.data?.rows ?? []).map((game) => toGameItem(game, { lobbyUrl, assetUrl: client.assetUrl, locale }));

  return (
    <SearchDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      query={query}
      onQueryChange={setQuery}
      status={query.trim() === "" ? "idle" : games.isError ? "error" : current && games.isSuccess ? "ready" : "loading"}
      results={results}
      total={games.data?.count ?? results.length}
      recent={recent}
      onClearRecent={() => {
        clearRecentSearches();
        setRecent([]);
      }}
      searchPageUrl={searchPageUrl}
      onSearchUsed={(search) => {
        setRecent(rememberSearch(search));
        onClose();
      }}
      onSubmit={(search) => router.push(searchUrlOf(lobbyUrl, search))}
      linkComponent={Link}
    />
  );
}
