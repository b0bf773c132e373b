"use client";

export { I18nProvider, I18nScope } from "./I18nProvider";
export type { I18nProviderProps, I18nScopeProps } from "./I18nProvider";
export { setFallbackTexts } from "./I18nContext";
export { useLocale, useT } from "./hooks";
export type { Translate } from "../bare-translator";
export type { TextValues } from "../texts";
export type { AnyTextKey, DynamicTextKey } from "../text-key";
// Here too, so a client component marks a built key without importing the core and its English table.
export { dynamicTextKey } from "../text-key";
export type { TextKey } from "../texts/en";
