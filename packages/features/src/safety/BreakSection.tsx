"use client";

import { errorMessageKey } from "@casino/api-client";
import { useSetLimit } from "@casino/api-client/react";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import { FreezeForm, QuickLock, type BreakChoice, type BreakKind } from "@casino/ui";
import { useBrowserZone } from "../time/use-browser-zone.js";
import { useRenderedNow } from "../time/use-rendered-now.js";
import { useEndSession } from "../account/use-end-session.js";
import { breakRequest } from "./break-request.js";

/**
 * A freeze or a time-out (see docs/features.md, "Self-exclusion, time-out and freeze"): once the
 * back end has it, the player is signed out; only withdrawal stays open to them. Drawn on the
 * server too, inside `WithRenderedApiClient`, with the page's `renderedAt`.
 */
export function BreakSection({
  kind,
  options,
  renderedAt,
}: {
  kind: BreakKind;
  options: readonly BreakChoice[];
  renderedAt: Date;
}) {
  const t = useT();
  const zone = useBrowserZone();
  const now = useRenderedNow(renderedAt);
  const request = useSetLimit();
  const endSession = useEndSession();
  return (
    <FreezeForm
      kind={kind}
      options={options}
      now={now}
      timeZone={zone}
      busy={request.isPending}
      error={request.error ? t(dynamicTextKey(errorMessageKey(request.error))) : null}
      onConfirm={(choice) =>
        request.mutate(breakRequest(kind, choice, zone), { onSuccess: () => void endSession("USER_INITIATED") })
      }
    />
  );
}

/** The one-tap lock of the profile's length (a time-out), where the market asks for one. */
export function QuickLockSection({ lock }: { lock: BreakChoice }) {
  const t = useT();
  const zone = useBrowserZone();
  const request = useSetLimit();
  const endSession = useEndSession();
  return (
    <QuickLock
      busy={request.isPending}
      error={request.error ? t(dynamicTextKey(errorMessageKey(request.error))) : null}
      onLock={() =>
        request.mutate(breakRequest("time-out", lock, zone), { onSuccess: () => void endSession("USER_INITIATED") })
      }
    />
  );
}
