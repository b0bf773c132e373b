"use client";

import { useContext, useMemo, type ReactNode } from "react";
import { contextTranslator, I18nContext, type I18nContextValue } from "./I18nContext";

/** Props of {@link I18nProvider}; all but `children` are plain JSON, so a server component can pass them. */
export interface I18nProviderProps {
  /** The current locale (`en`, `de`, `pt-BR`, ...). */
  locale: string;
  /**
   * The locale's texts, loaded on the server: at least every key the components below draw
   * before the fallback texts arrive (see `setFallbackTexts`); missing keys fall back to those.
   */
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
  const value = useMemo<I18nContextValue>(() => {
    const own = texts ?? {};
    return { locale, texts: own, debugKeys, t: contextTranslator(own, debugKeys) };
  }, [locale, texts, debugKeys]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** Props of {@link I18nScope}: plain JSON from a server component. */
export interface I18nScopeProps {
  /** More texts for the components below (a page's own keys), read before the enclosing provider's. */
  texts: Record<string, string>;
  children?: ReactNode;
}

/**
 * Adds texts to the enclosing provider's for the components below it: a site's layout hands the
 * browser only the keys its frame draws, and each page wraps its content in a scope with its own.
 *
 * @example
 * <I18nScope texts={pick(texts, ["cashier.", "form."])}><CashierPage /></I18nScope>
 */
export function I18nScope({ texts, children }: I18nScopeProps) {
  const parent = useContext(I18nContext);
  const value = useMemo<I18nContextValue>(() => {
    const merged = { ...parent.texts, ...texts };
    return { ...parent, texts: merged, t: contextTranslator(merged, parent.debugKeys) };
  }, [parent, texts]);
  return <I18nContext value={value}>{children}</I18nContext>;
}
