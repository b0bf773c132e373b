"use client";

import { useCallback, useContext, useMemo, useRef, useSyncExternalStore } from "react";
import { missingTextMarker, type Translate } from "../bare-translator";
import { currentFallbackVersion, I18nContext, subscribeFallbackTexts } from "./I18nContext";

/**
 * The translator of the nearest {@link I18nProvider} (or {@link I18nScope}); outside any provider
 * it reads the fallback texts (`setFallbackTexts`). A component that drew a key its texts lack is
 * drawn again once new fallback texts arrive; the others are left alone.
 *
 * @example
 * const t = useT();
 * return <button type="button">{t("button.get")}</button>;
 */
export function useT(): Translate {
  const { t } = useContext(I18nContext);
  // Set once the component has drawn a key its texts lack; only such a component listens for the fallback.
  const missed = useRef(false);
  const subscribe = useCallback(
    (listener: () => void) =>
      subscribeFallbackTexts(() => {
        if (missed.current) listener();
      }),
    [],
  );
  useSyncExternalStore(subscribe, currentFallbackVersion, serverFallbackVersion);
  return useMemo<Translate>(
    () => (key, values) => {
      const text = t(key, values);
      if (text === key || text === missingTextMarker(key)) missed.current = true;
      return text;
    },
    [t],
  );
}

// The server draws with the texts it hands the browser, never with a fallback set later.
function serverFallbackVersion(): number {
  return 0;
}

/** The current locale, `en` outside any provider. */
export function useLocale(): string {
  return useContext(I18nContext).locale;
}
