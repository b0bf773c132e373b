import { createHash } from "node:crypto";
import type { TransactionRecord } from "../db/transaction-store.ts";
import { wireAmount } from "../money.ts";
import type { SeedPaymentMethod } from "../seed/payment-methods.ts";
import type { ServerContext } from "../server-context.ts";

/** How long a UPI QR code can be paid (`docs/features.md`, "Deposits"). */
export const UPI_QR_VALID_MS = 15 * 60_000;

/** The UPI ID the stand-in provider collects to. */
const UPI_PAYEE = "democasino@icici";

/** Crypto methods: the network a deposit address is on, and the URI scheme of its QR code. */
const CRYPTO_NETWORKS: Record<string, { network: string; scheme: string }> = {
  bitcoin: { network: "Bitcoin", scheme: "bitcoin" },
  tether: { network: "Tron (TRC-20)", scheme: "tron" },
};

/**
 * What the player pays with when a method is paid from a wallet or an app rather than on the
 * provider's page: a crypto deposit address (with its network and a QR code's payload), or a UPI
 * QR code and link valid for {@link UPI_QR_VALID_MS}. `null` for methods paid on the provider's page.
 */
export function depositInstructions(
  ctx: ServerContext,
  method: SeedPaymentMethod,
  transaction: TransactionRecord,
  currencyCode: string,
): Record<string, string> | null {
  const amount = String(wireAmount(transaction.amountMinor, currencyCode));
  if (method.isCrypto) {
    const { network, scheme } = CRYPTO_NETWORKS[method.name] ?? { network: method.title, scheme: method.name };
    // One address per deposit, so the payment tells which deposit it is for.
    const digest = createHash("sha256").update(`${method.name}:${transaction.id}`).digest("hex");
    const walletAddress = scheme === "bitcoin" ? `bc1q${digest.slice(0, 38)}` : `T${digest.slice(0, 33)}`;
    return { walletAddress, network, qrCode: `${scheme}:${walletAddress}?amount=${amount}` };
  }
  if (method.name === "upi") {
    const link = `upi://pay?pa=${UPI_PAYEE}&pn=Demo%20Casino&am=${amount}&cu=${currencyCode}&tr=${transaction.id}`;
    const expiresAt = new Date(ctx.clock.now().getTime() + UPI_QR_VALID_MS).toISOString();
    return { qrCode: link, paymentLink: link, expiresAt };
  }
  return null;
}
