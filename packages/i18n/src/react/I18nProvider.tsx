"use client";
import { useMemo, type ReactNode } from "react";
import { createTranslator } from "../index";
import { I18nContext, type I18nContextValue } from "./I18nContext";

/** Props of {@link I18nProvider}; all but `children` are plain JSON, so a server component can pass them. */
export interface I18nProviderProps {
  /** The current locale (`en`, `de`, `pt-BR`, ...). */
  locale: string;
  /** The locale's texts, loaded on the server; missing keys fall back to static English. */
  texts?: Record<string, string>;
  /** The back end's `debugShowTranslationKeys`: show keys instead of texts. */
  debugKeys?: boolean;
  children?: ReactNode;
}

/**
 * Makes the locale and its texts available to `useT()` and `useLocale()` below it.
 *
 * @example
 * <I18nProvider {...await getI18nProps(locale, settings)}><App /></I18nProvider>
 */
export function I18nProvider({ locale, texts, debugKeys = false, children }: I18nProviderProps) {
  const value = useMemo<I18nContextValue>(
    () => ({ locale, t: createTranslator({ texts, debugKeys }) }),
    [locale, texts, debugKeys],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}
