"use client";

import { shouldRemoveGamePageBodyStyle } from "@casino/domain";
import { usePathname } from "../router/router-adapter.js";
import { useEffect, useRef } from "react";

/** The body class a game page sets: the page stops the browser's pull-to-refresh while a game is open. */
const GAME_PAGE_BODY_CLASS = "game-page-body";

/** Sets the game-page body style while a game page shows. */
export function GamePageBodyStyle() {
  useEffect(() => {
    document.body.classList.add(GAME_PAGE_BODY_CLASS);
  }, []);
  return null;
}

/**
 * Removes the game-page body style when the player leaves a `/casino/games/` page for another
 * kind of page (see docs/features.md, "Game page"); mounted once in the header.
 */
export function GamePageBodyStyleReset() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (shouldRemoveGamePageBodyStyle(previous.current, pathname)) document.body.classList.remove(GAME_PAGE_BODY_CLASS);
    previous.current = pathname;
  }, [pathname]);
  return null;
}
