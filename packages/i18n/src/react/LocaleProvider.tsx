"use client";
import { createContext, useContext, type ReactNode } from "react";
import { DEFAULT_LOCALE } from "../locales";

const LocaleContext = createContext<string>(DEFAULT_LOCALE);

/** Makes the current locale available to every component below it. */
export function LocaleProvider({ locale, children }: { locale: string; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The current locale, `en` outside a provider. */
export function useLocale(): string {
  return useContext(LocaleContext);
}
