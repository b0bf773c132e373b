import { rakebackClaimSuccessText } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { Button } from "../Button";
import { Modal } from "../Modal";
import "./RakebackCalendar.css";

/** How a rakeback claim ended: the amount paid, or an error. */
export type RakebackClaimResult = { status: "success"; amount: number } | { status: "error" };

export interface RakebackClaimResultModalProps {
  /** The claim's result; the modal is closed while this is `null`. */
  result: RakebackClaimResult | null;
  currencyCode: string;
  crypto?: boolean;
  onClose(): void;
}

/**
 * The modal after a Get: `rakeback.claim.title`/`.text` with `[AA]` replaced by the amount and
 * currency code, or `rakeback.error.claim.title`/`.text`.
 */
export function RakebackClaimResultModal({
  result,
  currencyCode,
  crypto = false,
  onClose,
}: RakebackClaimResultModalProps) {
  const t = useT();
  const locale = useLocale();
  const success = result?.status === "success";
  const text =
    result?.status === "success"
      ? rakebackClaimSuccessText(t("rakeback.claim.text"), result.amount, currencyCode, { crypto, locale })
      : t("rakeback.error.claim.text");
  return (
    <Modal
      open={result !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
      className={success ? "casino-RakebackCalendar-resultSuccess" : "casino-RakebackCalendar-resultError"}
      title={t(success ? "rakeback.claim.title" : "rakeback.error.claim.title")}
      description={text}
      footer={<Button onClick={onClose}>{t("button.ok")}</Button>}
    />
  );
}
