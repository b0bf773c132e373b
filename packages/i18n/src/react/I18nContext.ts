"use client";

import { createContext } from "react";
// From the modules themselves, not the core's index: these bindings must not reach the English table.
import { createBareTranslator, type Translate } from "../bare-translator";
import { DEFAULT_LOCALE } from "../locales";
import type { Texts } from "../texts";

/** What a provider hands down: the locale, its texts so far (a nested scope adds to them) and its translator. */
export interface I18nContextValue {
  readonly locale: string;
  readonly texts: Texts;
  readonly debugKeys: boolean;
  readonly t: Translate;
}

// The texts every translator of these bindings falls back to, key by key: none until an app sets
// them (setFallbackTexts). Kept out of the bundle on purpose: a site hands each page the texts it
// draws and loads the rest after the page; a story or a test sets the static English.
let fallbackTexts: Texts = {};
let fallbackVersion = 0;
const fallbackListeners = new Set<() => void>();

/**
 * Sets the texts `useT()` falls back to when its provider lacks a key, and the only ones it reads
 * outside any provider. Components that drew a missing key are drawn again with them.
 *
 * @example
 * // a story preview or a test setup: static English everywhere
 * setFallbackTexts(EN_TEXTS);
 * // a site, once its page has loaded: the rest of English for what opens later (menus, modals)
 * void import("@casino/i18n").then(({ EN_TEXTS }) => setFallbackTexts(EN_TEXTS));
 */
export function setFallbackTexts(texts: Texts): void {
  fallbackTexts = texts;
  fallbackVersion += 1;
  for (const listener of fallbackListeners) listener();
}

/** Which {@link setFallbackTexts} call the fallback comes from (0: none yet). */
export function currentFallbackVersion(): number {
  return fallbackVersion;
}

/** Calls `listener` after each {@link setFallbackTexts}; returns the unsubscribe. */
export function subscribeFallbackTexts(listener: () => void): () => void {
  fallbackListeners.add(listener);
  return () => {
    fallbackListeners.delete(listener);
  };
}

/** The translator of a provider's texts, falling back to {@link setFallbackTexts}'s. */
export function contextTranslator(texts: Texts, debugKeys: boolean): Translate {
  return createBareTranslator({ texts, debugKeys, fallback: () => fallbackTexts });
}

// Outside any provider (a story, a unit test) components read the fallback texts.
export const I18nContext = createContext<I18nContextValue>({
  locale: DEFAULT_LOCALE,
  texts: {},
  debugKeys: false,
  t: contextTranslator({}, false),
});
