import { formatMoney } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { Button } from "../Button";
import { Modal } from "../Modal";
import "./BonusCancelDialog.css";

export interface BonusCancelDialogProps {
  open: boolean;
  /** The bonus's name. */
  bonusName: string;
  /** The bonus's current amount: what cancelling burns. */
  amount: number;
  currencyCode: string;
  crypto?: boolean;
  /** The player confirms: the app cancels the bonus. */
  onConfirm: () => void;
  /** The player keeps the bonus (also on Escape and the close button). */
  onKeep: () => void;
  /** The cancellation is running. */
  cancelling?: boolean;
}

/**
 * The confirmation before a bonus is cancelled (see docs/features.md, "Bonuses"): it says that
 * the bonus's current amount will be burnt, with the amount, before anything happens.
 */
export function BonusCancelDialog({
  open,
  bonusName,
  amount,
  currencyCode,
  crypto = false,
  onConfirm,
  onKeep,
  cancelling = false,
}: BonusCancelDialogProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onKeep();
      }}
      title={t("bonus.cancel.title")}
      description={t("bonus.cancel.burn", {
        NAME: bonusName,
        AMOUNT: formatMoney(amount, currencyCode, { locale, crypto }),
      })}
      size="sm"
      footer={
        <div className="casino-BonusCancelDialog-actions">
          <Button variant="secondary" onClick={onKeep}>
            {t("bonus.cancel.keep")}
          </Button>
          <Button busy={cancelling} onClick={onConfirm}>
            {t("bonus.cancel.confirm", { AMOUNT: formatMoney(amount, currencyCode, { locale, crypto }) })}
          </Button>
        </div>
      }
    />
  );
}
