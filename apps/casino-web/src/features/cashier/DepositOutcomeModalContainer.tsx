"use client";

import { useLogEvent } from "@casino/api-client/react";
import { ALTERNATIVE_METHOD_EVENT, resolvePageUrl, type DepositOutcome } from "@casino/domain";
import { DepositOutcomeModal, type DepositMethod } from "@casino/ui";
import { useRouter } from "next/navigation";

/** `?modal=deposit-<outcome>&met=<method>` (spec 000 §2, §4). */
export default function DepositOutcomeModalContainer({
  outcome,
  methodName,
  onClose,
}: {
  outcome: DepositOutcome;
  methodName: string | null;
  onClose: () => void;
}) {
  const { mutate: logEvent } = useLogEvent();
  const router = useRouter();
  function chooseAnotherMethod(method: DepositMethod) {
    logEvent({ event: ALTERNATIVE_METHOD_EVENT, data: { outcome, method, methodName } });
    router.push(resolvePageUrl("deposit"));
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
