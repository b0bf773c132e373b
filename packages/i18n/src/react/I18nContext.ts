"use client";
import { createContext } from "react";
import { createTranslator, DEFAULT_LOCALE, type Translate } from "../index";

/** What the provider hands down: the current locale and its translator. */
export interface I18nContextValue {
  readonly locale: string;
  readonly t: Translate;
}

// Outside any provider (a story, a unit test) components still read English.
export const I18nContext = createContext<I18nContextValue>({ locale: DEFAULT_LOCALE, t: createTranslator() });
