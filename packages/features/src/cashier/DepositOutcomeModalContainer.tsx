"use client";

import { ALTERNATIVE_METHOD_EVENT, type DepositOutcome } from "@casino/domain";
import { DepositOutcomeModal, type DepositMethod } from "@casino/ui";
import { useNavigation } from "../router/router-adapter.js";
import { useLogEventWithCampaign } from "../campaign/use-campaign.js";

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
  const router = useNavigation();
  function chooseAnotherMethod(method: DepositMethod) {
    logEvent({ event: ALTERNATIVE_METHOD_EVENT, data: { outcome, method, methodName } });
    // The cashier opens over this page on the kind of method the modal worked out.
    router.push(`${window.location.pathname}?modal=cashier&method=${method.kind}`);
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
