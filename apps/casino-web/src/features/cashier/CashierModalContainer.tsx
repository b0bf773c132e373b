"use client";

import { parseDepositMethodKind } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { Modal } from "@casino/ui";
import { Cashier } from "./Cashier";

/** `?modal=cashier[&method=card-form|carouseller]`: the cashier over the current page, from the header's Deposit. */
export default function CashierModalContainer({ method, onClose }: { method: string | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={t("cashier.title")}
    >
      <Cashier preferredKind={parseDepositMethodKind(method)} />
    </Modal>
  );
}
