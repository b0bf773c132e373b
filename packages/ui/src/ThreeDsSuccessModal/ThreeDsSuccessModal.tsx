import { useT } from "@casino/i18n/react";
import { Button } from "../Button";
import { Modal } from "../Modal";
import "./ThreeDsSuccessModal.css";

export interface ThreeDsSuccessModalProps {
  /** `?modal=deposit-3ds-success`. The app posts PaReq and MD to the 3DS webhook when it opens. */
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The modal shown when the card's 3-D Secure check has passed (see docs/features.md, "Deposit outcomes and 3DS"). */
export function ThreeDsSuccessModal({ open, onOpenChange }: ThreeDsSuccessModalProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      className="casino-ThreeDsSuccessModal"
      title={t("modal.3ds.success.deposit.title")}
      description={t("modal.3ds.success.deposit.message")}
      footer={<Button onClick={() => onOpenChange(false)}>{t("button.ok")}</Button>}
    >
      <svg
        className="casino-ThreeDsSuccessModal-icon"
        viewBox="0 0 24 24"
        width="48"
        height="48"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M12 2.5l8 3v6c0 5-3.4 8.6-8 10-4.6-1.4-8-5-8-10v-6z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
        <path
          d="M8 12.5l3 3 5-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Modal>
  );
}
