"use client";
export { I18nProvider } from "./I18nProvider";
export type { I18nProviderProps } from "./I18nProvider";
export { useLocale, useT } from "./hooks";
export type { AnyTextKey, DynamicTextKey, TextKey, Translate, TextValues } from "../index";
