"use client";

import { errorMessageKey } from "@casino/api-client";
import { useLimits, useSetLimit } from "@casino/api-client/react";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import { PreferenceToggle } from "@casino/ui";
import { useState } from "react";
import { WithRenderedApiClient } from "../client/rendered-api-client.js";

/** Ghost mode's box: the player's flag from their limits, changed by set-limit `ghost-mode`. */
function GhostModeBox() {
  const t = useT();
  const limits = useLimits();
  const change = useSetLimit();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <PreferenceToggle
      title={t("ghost.title")}
      hint={t("ghost.hint")}
      label={t("ghost.label")}
      checked={limits.data?.ghostMode === true}
      busy={!limits.data || change.isPending}
      notice={notice}
      error={change.error ? t(dynamicTextKey(errorMessageKey(change.error))) : null}
      onChange={(enabled) => {
        setNotice(null);
        change.mutate(
          { type: "ghost-mode", enabled },
          { onSuccess: () => setNotice(t(enabled ? "ghost.on" : "ghost.off")) },
        );
      }}
    />
  );
}

/** {@link GhostModeBox} with its API client, drawn on the server and hydrated once its chunk has loaded. */
export default function GhostModeRendered() {
  return (
    <WithRenderedApiClient>
      <GhostModeBox />
    </WithRenderedApiClient>
  );
}
