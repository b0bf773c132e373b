"use client";

import { useT } from "@casino/i18n/react";
import { Link } from "../router/router-adapter.js";
import { useEffect } from "react";
import { useHref } from "../links/use-href.js";
import { openSearch } from "./search-open.js";
import { isSearchShortcut, searchPageUrl } from "./search-url.js";

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's search (see docs/features.md, "Game search"): a link to the search page that,
 * with JavaScript, opens the search dialog instead (`LobbyBrowserServices` shows it); `/` and
 * Ctrl+K open it too.
 */
export function HeaderSearch() {
  const t = useT();
  const href = useHref();
  const pageUrl = searchPageUrl(href("casino"));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      openSearch();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <Link
      href={pageUrl}
      className="casino-Button casino-IconButton header-search"
      data-variant="ghost"
      data-size="md"
      aria-label={t("lobby.search.button")}
      aria-keyshortcuts="/ Control+K"
      onClick={(event) => {
        event.preventDefault();
        openSearch();
      }}
    >
      <span className="casino-IconButton-icon" aria-hidden="true">
        <SearchIcon />
      </span>
    </Link>
  );
}
