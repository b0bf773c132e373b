"use client";

import { useThreeDsWebhook } from "@casino/api-client/react";
import { ThreeDsSuccessModal } from "@casino/ui";
import { useEffect, useRef } from "react";

/** `?modal=deposit-3ds-success`: posts PaReq and MD to the 3DS webhook once, when PaReq is present (spec 000 §4). */
export default function ThreeDsSuccessModalContainer({
  paReq,
  md,
  onClose,
}: {
  paReq: string | null;
  md: string | null;
  onClose: () => void;
}) {
  const { mutate: postWebhook } = useThreeDsWebhook();
  // Strict mode runs effects twice in development; the webhook must be told once.
  const posted = useRef<string | null>(null);
  useEffect(() => {
    if (paReq === null || paReq === "" || posted.current === paReq) return;
    posted.current = paReq;
    postWebhook({ PaReq: paReq, MD: md ?? "" });
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
