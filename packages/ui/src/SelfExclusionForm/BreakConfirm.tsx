import { useT } from "@casino/i18n/react";
import { useState } from "react";
import { Button } from "../Button";
import { Modal } from "../Modal";
import "./BreakConfirm.css";

export interface BreakConfirmProps {
  /** The confirm's heading. */
  title: string;
  /** Until when the break lasts, in words. */
  description: string;
  /** The label of the button that sends the break. */
  confirmLabel: string;
  /** The break is being sent: the confirm stays open and cannot be cancelled. */
  busy: boolean;
  /** A translated refusal, announced in the confirm. */
  error?: string | null;
  /** The confirm starts open (stories, screenshots). */
  defaultOpen: boolean;
  /** Asked when Continue is pressed: the confirm opens only if it answers true (a choice still to fix). */
  onContinue?: () => boolean;
  onConfirm: () => void;
}

/**
 * The Continue button and the confirm behind it, shared by self-exclusion, freeze and time-out: it
 * says what a break does (signed out, only withdrawal open, no way to shorten it) before anything
 * is sent.
 */
export function BreakConfirm({
  title,
  description,
  confirmLabel,
  busy,
  error,
  defaultOpen,
  onContinue,
  onConfirm,
}: BreakConfirmProps) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(onContinue?.() ?? true)}>
        {t("exclusion.continue")}
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          if (!busy) setOpen(next);
        }}
        title={title}
        description={description}
        footer={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => setOpen(false)}>
              {t("exclusion.cancel")}
            </Button>
            <Button busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </>
        }
      >
        <ul className="casino-BreakConfirm-effects">
          <li>{t("exclusion.effect.signed.out")}</li>
          <li>{t("exclusion.effect.withdraw.only")}</li>
          <li>{t("exclusion.effect.final")}</li>
        </ul>
        {error ? (
          <p className="casino-BreakConfirm-error" role="alert">
            {error}
          </p>
        ) : null}
      </Modal>
    </>
  );
}
