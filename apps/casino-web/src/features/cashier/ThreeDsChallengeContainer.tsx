"use client";

import { errorMessageKey, isApiError } from "@casino/api-client";
import { useThreeDsWebhook } from "@casino/api-client/react";
import { useT } from "@casino/i18n/react";
import { ThreeDsChallenge } from "@casino/ui";
import { useRouter } from "next/navigation";
import { depositOutcomePath } from "./deposit-return-url";

/** What a deposit met by a 3DS challenge hands the cashier: the challenge and what to show with it. */
export interface PendingThreeDs {
  PaReq: string;
  MD: string;
  amountText: string;
  /** The method's name, as the outcome modal's `met`. */
  method: string;
}

/**
 * The bank's 3DS challenge inside the cashier (see docs/features.md, "Deposit outcomes and 3DS"):
 * the answer goes to the 3DS webhook with PaReq and MD; a passed check shows the 3DS success
 * modal, a failed one the failed deposit's modal. An answer whose outcome is unknown is said in
 * words and the challenge stays, so the same press re-sends it with the same idempotency key.
 */
export function ThreeDsChallengeContainer({ challenge, onClose }: { challenge: PendingThreeDs; onClose(): void }) {
  const t = useT();
  const router = useRouter();
  const webhook = useThreeDsWebhook();

  function showOutcome(modal: string) {
    router.replace(depositOutcomePath(window.location.href, modal, challenge.method), { scroll: false });
    onClose();
  }

  function answer(PaRes: "Y" | "N") {
    if (webhook.isPending) return;
    webhook.mutate(
      { PaReq: challenge.PaReq, MD: challenge.MD, PaRes },
      {
        onSuccess: () => showOutcome("deposit-3ds-success"),
        // The back end's refusal (a failed check, a used challenge) is the deposit's failure.
        onError: (error) => {
          if (isApiError(error) && error.code === "TRANSACTION_FAILED") showOutcome("deposit-failed");
        },
      },
    );
  }

  const refused = webhook.isError && !(isApiError(webhook.error) && webhook.error.code === "TRANSACTION_FAILED");
  return (
    <ThreeDsChallenge
      open
      amountText={challenge.amountText}
      sending={webhook.isPending}
      error={refused ? t(errorMessageKey(webhook.error, { outcomeUnknown: "cashier.outcome.unknown" })) : null}
      onPass={() => answer("Y")}
      onFail={() => answer("N")}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}
