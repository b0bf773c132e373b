import { useT } from "@casino/i18n/react";
import { useId } from "react";
import { Button } from "../Button";
import "./UpiQr.css";

/** What the UPI payment shows: a QR code to pay, or why it cannot be paid. */
export type UpiQrState = "ready" | "expired" | "undecodable" | "invalid-link";

export interface UpiQrProps {
  state: UpiQrState;
  /** The amount to pay, formatted in the player's currency. */
  amountText: string;
  /** The QR code as an image URL (`ready`); `null` while it is drawn. */
  qrImageUrl: string | null;
  /** The UPI link that opens the player's UPI app, when it is a valid one. */
  paymentLink: string | null;
  /** Until when the QR code can be paid, formatted in the player's zone; `null` when it does not expire. */
  validUntilText: string | null;
  /** Starts the same deposit again for a fresh QR code. */
  onRenew(): void;
  /** Back to the deposit form, for another method or amount. */
  onBack(): void;
}

const PROBLEM_TEXTS = {
  expired: ["error.other.qr.expired", "cashier.upi.expired.next"],
  undecodable: ["error.other.qr.undecodable", "cashier.upi.undecodable.next"],
  "invalid-link": ["error.other.upi.link.invalid", "cashier.upi.invalid.next"],
} as const;

/**
 * A UPI deposit (see docs/features.md, "Deposits"): the QR code to scan with a UPI app, the link
 * that opens the app on this device, and until when it can be paid. An expired or undecodable QR
 * code and an invalid UPI link are said in words, each with what to do next.
 */
export function UpiQr({ state, amountText, qrImageUrl, paymentLink, validUntilText, onRenew, onBack }: UpiQrProps) {
  const t = useT();
  const titleId = useId();
  const problem = state === "ready" ? null : PROBLEM_TEXTS[state];
  return (
    <section className="casino-UpiQr" aria-labelledby={titleId} data-state={state}>
      <h2 id={titleId} className="casino-UpiQr-title">
        {t("cashier.upi.title", { AMOUNT: amountText })}
      </h2>
      {problem ? (
        <p className="casino-UpiQr-problem" role="alert">
          {t(problem[0])} {t(problem[1])}
        </p>
      ) : qrImageUrl ? (
        <img className="casino-UpiQr-qr" src={qrImageUrl} alt={t("cashier.upi.qr")} width={192} height={192} />
      ) : (
        <div className="casino-UpiQr-qr casino-UpiQr-qr-pending" aria-hidden="true" />
      )}
      {state === "ready" && validUntilText ? (
        <p className="casino-UpiQr-valid">{t("cashier.upi.valid.until", { TIME: validUntilText })}</p>
      ) : null}
      <div className="casino-UpiQr-actions">
        {paymentLink && (state === "ready" || state === "undecodable") ? (
          <a className="casino-UpiQr-open" href={paymentLink}>
            {t("cashier.upi.open")}
          </a>
        ) : null}
        {state === "ready" || state === "undecodable" ? null : (
          <Button type="button" onClick={onRenew}>
            {t("cashier.upi.renew")}
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={onBack}>
          {t("cashier.payment.back")}
        </Button>
      </div>
    </section>
  );
}
