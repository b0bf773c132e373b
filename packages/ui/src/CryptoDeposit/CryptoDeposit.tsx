import { useT } from "@casino/i18n/react";
import { useId } from "react";
import { Button } from "../Button";
import "./CryptoDeposit.css";

/** Where copying the address stands: not tried, done, or refused by the browser. */
export type CopyState = "idle" | "copied" | "failed";

export interface CryptoDepositProps {
  /** The amount to send, formatted in the player's currency. */
  amountText: string;
  /** The deposit address to send to. */
  address: string;
  /** The network the address is on. */
  network: string;
  /** The QR code of the address as an image URL; `null` while it is drawn or when it could not be. */
  qrImageUrl: string | null;
  /** The QR code could not be made from what the provider sent. */
  qrUndecodable?: boolean;
  copyState?: CopyState;
  onCopy(): void;
  /** Back to the deposit form, for another method or amount. */
  onBack(): void;
}

/**
 * A crypto deposit (see docs/features.md, "Deposits"): the amount, the address with a copy button,
 * the network it must be sent on, and the address's QR code. A failed copy says so in words and
 * what to do instead; an address whose QR code cannot be drawn is still shown to copy.
 */
export function CryptoDeposit({
  amountText,
  address,
  network,
  qrImageUrl,
  qrUndecodable = false,
  copyState = "idle",
  onCopy,
  onBack,
}: CryptoDepositProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="casino-CryptoDeposit" aria-labelledby={titleId}>
      <h2 id={titleId} className="casino-CryptoDeposit-title">
        {t("cashier.crypto.title", { AMOUNT: amountText })}
      </h2>
      <p className="casino-CryptoDeposit-network">
        <strong>{t("cashier.crypto.network", { NETWORK: network })}</strong> {t("cashier.crypto.network.warning")}
      </p>
      {qrUndecodable ? (
        <p className="casino-CryptoDeposit-qr-error" role="alert">
          {t("error.other.qr.undecodable")} {t("cashier.qr.use.address")}
        </p>
      ) : qrImageUrl ? (
        <img
          className="casino-CryptoDeposit-qr"
          src={qrImageUrl}
          alt={t("cashier.crypto.qr")}
          width={192}
          height={192}
        />
      ) : (
        <div className="casino-CryptoDeposit-qr casino-CryptoDeposit-qr-pending" aria-hidden="true" />
      )}
      <p className="casino-CryptoDeposit-label">{t("cashier.crypto.address")}</p>
      <code className="casino-CryptoDeposit-address">{address}</code>
      <div className="casino-CryptoDeposit-actions">
        <Button type="button" onClick={onCopy}>
          {t("cashier.copy")}
        </Button>
        <Button type="button" variant="secondary" onClick={onBack}>
          {t("cashier.payment.back")}
        </Button>
      </div>
      <p className="casino-CryptoDeposit-status" role="status">
        {copyState === "copied" ? t("cashier.copied") : null}
      </p>
      {copyState === "failed" ? (
        <p className="casino-CryptoDeposit-copy-error" role="alert">
          {t("cashier.copy.failed")}
        </p>
      ) : null}
    </section>
  );
}
