"use client";

import { ALTERNATIVE_METHOD_EVENT, type DepositOutcome } from "@casino/domain";
import { DepositOutcomeModal, type DepositMethod } from "@casino/ui";
import { useRouter } from "next/navigation";
import { useHref } from "../../core/links/use-href";
import { useLogEventWithCampaign } from "../campaign/use-campaign";

/** `?modal=deposit-<outcome>&met=<method>`. */
export default function DepositOutcomeModalContainer({
  outcome,
  methodName,
  onClose,
}: {
  outcome: DepositOutcome;
  methodName: string | null;
  onClose: () => void;
}) {
  const logEvent = useLogEventWithCampaign();
  const router = useRouter();
  const href = useHref();
  function chooseAnotherMethod(method: DepositMethod) {
    logEvent({ event: ALTERNATIVE_METHOD_EVENT, data: { outcome, method, methodName } });
    router.push(href("deposit"));
  }
  return (
    <DepositOutcomeModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      outcome={outcome}
      methodName={methodName}
      onAlternativeMethod={chooseAnotherMethod}
    />
  );
}
