"use client";

import { useThreeDsWebhook } from "@casino/api-client/react";
import { ThreeDsSuccessModal } from "@casino/ui";
import { useEffect, useEffectEvent, useRef } from "react";

/**
 * `?modal=deposit-3ds-success`: posts PaReq and MD to the 3DS webhook once, when PaReq is present
 * (see docs/features.md, "Deposit outcomes and 3DS"), and has them taken out of the address as soon
 * as they are read (`onRead`), so no analytics, referrer or bookmark carries them.
 */
export default function ThreeDsSuccessModalContainer({
  paReq,
  md,
  onRead,
  onClose,
}: {
  paReq: string | null;
  md: string | null;
  /** The data has been read: the page drops it from the address, the modal stays. */
  onRead: () => void;
  onClose: () => void;
}) {
  const { mutate: postWebhook } = useThreeDsWebhook();
  const dropFromAddress = useEffectEvent(onRead);
  // Strict mode runs effects twice in development; the webhook must be told once. Once the address
  // is cleaned, `paReq` is null here, and nothing is posted again.
  const posted = useRef<string | null>(null);
  useEffect(() => {
    if (paReq === null || paReq === "" || posted.current === paReq) return;
    posted.current = paReq;
    postWebhook({ PaReq: paReq, MD: md ?? "" });
    dropFromAddress();
  }, [paReq, md, postWebhook]);
  return (
    <ThreeDsSuccessModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}
