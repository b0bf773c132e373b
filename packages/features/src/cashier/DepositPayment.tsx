"use client";

import type { DepositResponse } from "@casino/api-client";
import { dateTimeFormat, isQrExpired, parseUpiLink } from "@casino/domain";
import { useLocale } from "@casino/i18n/react";
import { CryptoDeposit, UpiQr, type CopyState, type UpiQrState } from "@casino/ui";
import { useEffect, useState } from "react";
import { browserZone } from "../time/browser-zone.js";
import { qrImageUrl } from "./qr-image.js";

/** The deposit's answer when the player pays from a wallet or an app: a crypto address or a UPI QR code. */
export type DepositPaymentAnswer = DepositResponse["data"];

/** Whether a deposit answer asks the player to pay here (crypto or UPI) rather than on the provider's page. */
export function paysHere(answer: DepositPaymentAnswer): boolean {
  return !answer.redirectUrl && Boolean(answer.walletAddress || answer.qrCode || answer.paymentLink);
}

/** The QR code's image, drawn after the answer: `null` while drawing, `"undecodable"` when it cannot be. */
function useQrImage(payload: string | null | undefined): string | null | "undecodable" {
  const [image, setImage] = useState<{ payload: string; url: string | "undecodable" } | null>(null);
  useEffect(() => {
    if (!payload) return;
    let current = true;
    qrImageUrl(payload).then(
      (url) => current && setImage({ payload, url }),
      () => current && setImage({ payload, url: "undecodable" }),
    );
    return () => {
      current = false;
    };
  }, [payload]);
  if (!payload) return "undecodable";
  return image?.payload === payload ? image.url : null;
}

/** Whether the QR code has expired, turning at its expiry while the page is open. */
function useExpired(expiresAt: string | null | undefined): boolean {
  // The expiry whose timer has run out; a new QR code (another expiresAt) starts afresh.
  const [ranOut, setRanOut] = useState<string | null>(null);
  useEffect(() => {
    const left = expiresAt ? Date.parse(expiresAt) - Date.now() : Number.NaN;
    if (Number.isNaN(left) || left <= 0) return;
    const timer = window.setTimeout(() => setRanOut(expiresAt ?? null), left);
    return () => window.clearTimeout(timer);
  }, [expiresAt]);
  return (expiresAt != null && ranOut === expiresAt) || isQrExpired(expiresAt, new Date());
}

/**
 * Paying a deposit here (see docs/features.md, "Deposits"): a crypto deposit's address with copy,
 * network and QR code, or a UPI QR code with the link to the player's UPI app, until it expires.
 */
export function DepositPayment({
  answer,
  amountText,
  onRenew,
  onBack,
}: {
  answer: DepositPaymentAnswer;
  amountText: string;
  onRenew(): void;
  onBack(): void;
}) {
  const locale = useLocale();
  const [copyState, setCopyState] = useState<CopyState>("idle");
  const image = useQrImage(answer.qrCode ?? answer.walletAddress);
  const expired = useExpired(answer.expiresAt);
  const qr = image === "undecodable" ? null : image;

  if (answer.walletAddress) {
    const address = answer.walletAddress;
    return (
      <CryptoDeposit
        amountText={amountText}
        address={address}
        network={answer.network ?? ""}
        qrImageUrl={qr}
        qrUndecodable={image === "undecodable"}
        copyState={copyState}
        onCopy={() => {
          setCopyState("idle");
          // Refused without a secure context or the player's permission: said in words.
          Promise.resolve()
            .then(() => navigator.clipboard.writeText(address))
            .then(
              () => setCopyState("copied"),
              () => setCopyState("failed"),
            );
        }}
        onBack={onBack}
      />
    );
  }

  const link = parseUpiLink(answer.paymentLink ?? answer.qrCode) ? (answer.paymentLink ?? answer.qrCode ?? null) : null;
  const state: UpiQrState =
    link === null ? "invalid-link" : expired ? "expired" : image === "undecodable" ? "undecodable" : "ready";
  const validUntil = answer.expiresAt
    ? dateTimeFormat(locale, { timeStyle: "short", timeZone: browserZone() }).format(new Date(answer.expiresAt))
    : null;
  return (
    <UpiQr
      state={state}
      amountText={amountText}
      qrImageUrl={qr}
      paymentLink={link}
      validUntilText={validUntil}
      onRenew={onRenew}
      onBack={onBack}
    />
  );
}
