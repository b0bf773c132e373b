import { UPI_ID_PATTERN } from "./validation/withdrawal-form";

/** A UPI payment link (`upi://pay?pa=…`) as the cashier reads it. */
export interface UpiPaymentLink {
  /** The payee's UPI ID (`pa`). */
  payee: string;
  /** The payee's name (`pn`), if given. */
  payeeName: string | null;
  /** The amount (`am`), if given, as written. */
  amount: string | null;
}

/**
 * Reads a UPI payment link: the `upi://pay` scheme with a valid payee UPI ID (`pa`); `null` for
 * anything else, which the cashier reports as an invalid UPI link (see docs/features.md, "Deposits").
 *
 * @example parseUpiLink("upi://pay?pa=casino@icici&pn=Demo%20Casino&am=500.00")?.payee // "casino@icici"
 * @example parseUpiLink("https://pay.example/upi") // null
 */
// @__NO_SIDE_EFFECTS__
export function parseUpiLink(text: string | null | undefined): UpiPaymentLink | null {
  const match = /^upi:\/\/pay\?(.*)$/i.exec(text?.trim() ?? "");
  if (!match) return null;
  const query = new URLSearchParams(match[1]);
  const payee = query.get("pa");
  if (payee === null || !UPI_ID_PATTERN.test(payee)) return null;
  return { payee, payeeName: query.get("pn"), amount: query.get("am") };
}

/**
 * Whether a payment QR code has expired at `now`: from its `expiresAt` instant on. A QR code
 * without an expiry, or with one that cannot be read, does not expire.
 *
 * @example isQrExpired("2026-11-23T12:15:00Z", new Date("2026-11-23T12:15:00Z")) // true
 */
// @__NO_SIDE_EFFECTS__
export function isQrExpired(expiresAt: string | null | undefined, now: Date): boolean {
  if (!expiresAt) return false;
  const at = Date.parse(expiresAt);
  return !Number.isNaN(at) && now.getTime() >= at;
}
