"use client";
import { useContext } from "react";
import type { Translate } from "../index";
import { I18nContext } from "./I18nContext";

/**
 * The translator of the nearest {@link I18nProvider}; outside any provider it reads the static
 * English texts.
 *
 * @example
 * const t = useT();
 * return <button type="button">{t("button.get")}</button>;
 */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

/** The current locale, `en` outside any provider. */
export function useLocale(): string {
  return useContext(I18nContext).locale;
}
