"use client";

import { useT } from "@casino/i18n/react";
import { Button } from "@casino/ui/Button";
import { useState } from "react";

/**
 * The whole site while the back end's settings cannot be loaded (the spec's "fatal exit"; see
 * docs/features.md, "Shell and navigation"): no header, menu or page that would need them, one
 * sentence and a way to try again. The response carries status 503.
 */
export function SiteUnavailable() {
  const t = useT();
  const [retrying, setRetrying] = useState(false);
  return (
    <main className="page status-page status-page-full">
      <div className="status-page-card" role="alert">
        <h1>{t("site.unavailable.title")}</h1>
        <p>{t("site.unavailable.message")}</p>
        <Button
          busy={retrying}
          onClick={() => {
            setRetrying(true);
            window.location.reload();
          }}
        >
          {t("button.try.again")}
        </Button>
      </div>
    </main>
  );
}
