import { useT } from "@casino/i18n/react";
import { Button } from "../Button";
import { Modal } from "../Modal";
import "./ThreeDsChallenge.css";

export interface ThreeDsChallengeProps {
  open: boolean;
  /** The deposit's amount, formatted in the player's currency and locale. */
  amountText: string;
  /** The bank's answer is on its way: both answers wait. */
  sending: boolean;
  /** What went wrong sending the answer, in words (the challenge stays open to answer again). */
  error: string | null;
  /** The bank passed the check (`PaRes` Y). */
  onPass(): void;
  /** The bank failed the check (`PaRes` N). */
  onFail(): void;
  /** Escape or the close button: the player leaves the check unanswered. */
  onOpenChange(open: boolean): void;
}

/**
 * The card's 3-D Secure check, shown in the cashier when the bank asks for one (see
 * docs/features.md, "Deposit outcomes and 3DS"). The frame stands in for the bank's page, which a
 * brand's provider loads here; its two answers are the ones that page can give.
 */
export function ThreeDsChallenge({
  open,
  amountText,
  sending,
  error,
  onPass,
  onFail,
  onOpenChange,
}: ThreeDsChallengeProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t("cashier.3ds.title")}
      description={t("cashier.3ds.text", { AMOUNT: amountText })}
      footer={
        <>
          <Button variant="secondary" disabled={sending} onClick={onFail}>
            {t("cashier.3ds.fail")}
          </Button>
          <Button busy={sending} onClick={onPass}>
            {t("cashier.3ds.pass")}
          </Button>
        </>
      }
    >
      <div className="casino-ThreeDsChallenge-frame">
        <p className="casino-ThreeDsChallenge-bank">{t("cashier.3ds.frame.title")}</p>
        <p>{t("cashier.3ds.frame.text", { AMOUNT: amountText })}</p>
      </div>
      {error ? (
        <p className="casino-ThreeDsChallenge-error" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
