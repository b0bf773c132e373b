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
  /**
   * The deposit bonus being activated in its place, when the cancellation comes from activating
   * another deposit bonus: the dialog then asks whether to go on (Continue / Keep my bonus).
   */
  replacedBy?: string | null;
}

/**
 * The confirmation before a bonus is cancelled (see docs/features.md, "Bonuses"): it says that
 * the bonus's current amount will be burnt, with the amount, before anything happens. With
 * `replacedBy`, it is the warning before activating another deposit bonus burns the active one
 * (spec 001: "cancels the active one after a warning"): only Continue activates.
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
  replacedBy = null,
}: BonusCancelDialogProps) {
  const t = useT();
  const locale = useLocale();
  const money = formatMoney(amount, currencyCode, { locale, crypto });
  const replacing = replacedBy !== null;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onKeep();
      }}
      title={t(replacing ? "cashier.bonus.replace.title" : "bonus.cancel.title")}
      description={
        replacing
          ? t("bonus.replace.warning", { NEW: replacedBy, NAME: bonusName, AMOUNT: money })
          : t("bonus.cancel.burn", { NAME: bonusName, AMOUNT: money })
      }
      size="sm"
      footer={
        <div className="casino-BonusCancelDialog-actions">
          <Button variant="secondary" onClick={onKeep}>
            {t(replacing ? "cashier.bonus.replace.keep" : "bonus.cancel.keep")}
          </Button>
          <Button busy={cancelling} onClick={onConfirm}>
            {replacing ? t("bonus.replace.continue") : t("bonus.cancel.confirm", { AMOUNT: money })}
          </Button>
        </div>
      }
    />
  );
}
