import { randomBytes, timingSafeEqual } from "node:crypto";
import type { TransactionRecord } from "../db/transaction-store.ts";
import { tokenHash } from "../db/session-store.ts";
import { conflict } from "../http/refusals.ts";
import type { ServerContext } from "../server-context.ts";

/**
 * The test card whose issuer asks for a 3DS check on its own page (documented in the README,
 * "Deposits and their outcome"); any other card goes to the provider's checkout page.
 */
export const THREE_DS_TEST_CARD = "4000000000003220";

/** Whether a deposit with `card` is met by a 3DS challenge. */
export function asksForThreeDs(card: { number: string } | undefined): boolean {
  return card !== undefined && card.number.replace(/\D/g, "") === THREE_DS_TEST_CARD;
}

/** The status a deposit the issuer confirmed waits for the webhook in. */
const AWAITING_3DS_STATUS = "processing";

/** What a deposit waiting for 3DS keeps of its challenge: hashes only, as for session tokens. */
interface ThreeDsChallenge {
  mdHash: string;
  paReqHash: string;
}

function challengeOf(transaction: TransactionRecord): ThreeDsChallenge | undefined {
  const challenge = transaction.data.threeDs;
  if (typeof challenge !== "object" || challenge === null) return undefined;
  const { mdHash, paReqHash } = challenge as Record<string, unknown>;
  return typeof mdHash === "string" && typeof paReqHash === "string" ? { mdHash, paReqHash } : undefined;
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Records the issuer's confirmed 3DS check of a pending deposit: a random MD (the merchant data
 * the issuer hands back) and PaReq, 256 bits each, bound to this deposit, which the webhook then
 * answers with to have it paid. Only the issuer's page calls this, once per deposit (a deposit no
 * longer pending is `409 TRANSACTION_FAILED`). Answers them for the return URL.
 */
export function startThreeDs(ctx: ServerContext, transaction: TransactionRecord): { PaReq: string; MD: string } {
  const MD = randomBytes(32).toString("base64url");
  const PaReq = randomBytes(32).toString("base64url");
  const challenge: ThreeDsChallenge = { mdHash: tokenHash(MD), paReqHash: tokenHash(PaReq) };
  ctx.store.transaction(() => {
    if (!ctx.store.transactions.moveStatus(transaction.id, "pending", AWAITING_3DS_STATUS))
      throw conflict("TRANSACTION_FAILED", `Deposit ${String(transaction.id)} is no longer waiting for its bank`);
    ctx.store.transactions.setData(transaction.id, { ...transaction.data, threeDs: challenge });
  });
  return { PaReq, MD };
}

/**
 * The player's deposit waiting for 3DS whose challenge `PaReq` and `MD` answer, if any. A
 * deposit in any other state, another player's, or one already answered is never found: the
 * challenge is removed as it is used (`endThreeDs`).
 */
export function threeDsDepositOf(
  ctx: ServerContext,
  playerId: number,
  answer: { PaReq: string; MD: string },
): TransactionRecord | undefined {
  const mdHash = tokenHash(answer.MD);
  const paReqHash = tokenHash(answer.PaReq);
  return ctx.store.transactions.list(playerId, ["deposit"]).find((transaction) => {
    const challenge = challengeOf(transaction);
    return (
      transaction.status === AWAITING_3DS_STATUS &&
      challenge !== undefined &&
      sameHash(challenge.mdHash, mdHash) &&
      sameHash(challenge.paReqHash, paReqHash)
    );
  });
}

/** Removes a deposit's 3DS challenge, so its PaReq and MD answer nothing again. */
export function endThreeDs(ctx: ServerContext, transaction: TransactionRecord): void {
  const data = { ...transaction.data };
  delete data.threeDs;
  ctx.store.transactions.setData(transaction.id, data);
}
