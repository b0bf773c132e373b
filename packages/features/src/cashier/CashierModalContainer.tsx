"use client";

import { parseDepositMethodKind } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { Modal } from "@casino/ui";
import { useHref } from "../links/use-href.js";
import { Cashier } from "./Cashier.js";

/**
 * `?modal=cashier[&method=card-form|carouseller]`: the cashier over the current page (the
 * alternative-method button opens it). Card methods continue on the cashier page.
 */
export default function CashierModalContainer({ method, onClose }: { method: string | null; onClose: () => void }) {
  const t = useT();
  const href = useHref();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={t("cashier.title")}
    >
      {/* The page under the drawer may run marketing scripts: card details go on the cashier page. */}
      <Cashier preferredKind={parseDepositMethodKind(method)} cardPageHref={`${href("deposit")}?method=card-form`} />
    </Modal>
  );
}
