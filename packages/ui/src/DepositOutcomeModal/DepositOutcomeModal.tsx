import {
  depositMethodKind,
  depositOutcomeTextKeys,
  offersAlternativeMethod,
  type DepositMethodKind,
  type DepositOutcome,
} from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import { Button } from "../Button";
import { Modal } from "../Modal";
import "./DepositOutcomeModal.css";

/** The method a deposit used, as the alternative-method button reports it. */
export interface DepositMethod {
  /** The `met` query parameter, when there was one. */
  methodName: string | null;
  /** The cashier this method opens: the card form or the carouseller (from `@casino/domain`). */
  kind: DepositMethodKind;
}

export interface DepositOutcomeModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** One of the six outcomes (`?modal=deposit-<outcome>`). */
  outcome: DepositOutcome;
  /** The payment method's name from the `met` query parameter. */
  methodName?: string | null;
  /**
   * The player asked for another payment method. The app logs `ALTERNATIVE_METHOD_BUTTON` and
   * opens the cashier; the button shows on every outcome but success.
   */
  onAlternativeMethod(method: DepositMethod): void;
}

function OutcomeIcon({ outcome }: { outcome: DepositOutcome }) {
  const path =
    outcome === "success"
      ? "M5 12.5l4.5 4.5L19 7.5"
      : outcome === "pending" || outcome === "return"
        ? "M12 7v5l3 3"
        : "M12 7v6M12 16.5v.5";
  return (
    <svg
      className="casino-DepositOutcomeModal-icon"
      viewBox="0 0 24 24"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The modal that tells the player how a deposit ended (see docs/features.md, "Deposit outcomes and 3DS"): the outcome's title
 * and message (`modal.<outcome>.deposit.title`/`.message`, `[METHOD]` filled with the method
 * name), the method used, and on every outcome but success a button to try another method.
 */
export function DepositOutcomeModal({
  open,
  onOpenChange,
  outcome,
  methodName = null,
  onAlternativeMethod,
}: DepositOutcomeModalProps) {
  const t = useT();
  const keys = depositOutcomeTextKeys(outcome);
  const method = methodName === null || methodName.trim() === "" ? null : methodName.trim();
  const alternative = offersAlternativeMethod(outcome);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      className="casino-DepositOutcomeModal"
      title={t(dynamicTextKey(keys.title))}
      description={t(dynamicTextKey(keys.message), { METHOD: method ?? t("modal.deposit.method.unknown") })}
      footer={
        alternative ? (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t("button.close")}
            </Button>
            <Button onClick={() => onAlternativeMethod({ methodName: method, kind: depositMethodKind(method) })}>
              {t("button.alternative.method")}
            </Button>
          </>
        ) : (
          <Button onClick={() => onOpenChange(false)}>{t("button.ok")}</Button>
        )
      }
    >
      <div className="casino-DepositOutcomeModal-body" data-outcome={outcome}>
        <OutcomeIcon outcome={outcome} />
        {method === null ? null : (
          <dl className="casino-DepositOutcomeModal-method">
            <dt>{t("modal.deposit.method")}</dt>
            <dd>{method}</dd>
          </dl>
        )}
      </div>
    </Modal>
  );
}
