import { conflict } from "../http/refusals.ts";
import { wireAmount } from "../money.ts";
import type { ServerContext } from "../server-context.ts";

/** A wallet as the wire and the realtime events carry it: decimal amounts of the player's currency. */
export interface WalletState {
  cash: number;
  nonCash: number;
  total: number;
}

/** The currency a player's money is kept in. */
export function currencyOf(ctx: ServerContext, playerId: number): string {
  const player = ctx.store.players.byId(playerId);
  if (!player) throw new Error(`Player ${playerId} is missing`);
  return player.profile.currencyCode;
}

/** The wallet of `playerId` now, as the wire carries it. */
export function walletOf(ctx: ServerContext, playerId: number): WalletState {
  const { cash, nonCash } = ctx.store.wallets.balance(playerId);
  const currency = currencyOf(ctx, playerId);
  return {
    cash: wireAmount(cash, currency),
    nonCash: wireAmount(nonCash, currency),
    total: wireAmount(cash + nonCash, currency),
  };
}

/**
 * Takes money from a player's wallet inside the caller's transaction, or refuses with 409 and
 * `errorCode` when it is not there: the check and the debit are one guarded statement, so two
 * requests can never both spend the same money (see the README, "Money").
 */
export function debitOrRefuse(
  ctx: ServerContext,
  playerId: number,
  amounts: { cash?: number; nonCash?: number },
  refusal: { errorCode: string; message: string },
): void {
  if (!ctx.store.wallets.debit(playerId, amounts.cash ?? 0, amounts.nonCash ?? 0))
    throw conflict(refusal.errorCode, refusal.message);
}

/** Emits `balance` to the player's sockets with the wallet as it stands. */
export function emitBalance(ctx: ServerContext, playerId: number): WalletState {
  const wallet = walletOf(ctx, playerId);
  ctx.realtime.emit(playerId, "balance", wallet);
  return wallet;
}

/**
 * Emits a wallet movement (`debit` for a stake, `credit` for a win, `globalCredit` for money the
 * casino adds: rakeback, rewards) followed by `balance`, after the change is stored. `amountMinor`
 * is in minor units of the player's currency.
 */
export function emitMovement(
  ctx: ServerContext,
  playerId: number,
  event: "debit" | "credit" | "globalCredit",
  movement: { amountMinor: number; transactionId: number },
): void {
  const currencyCode = currencyOf(ctx, playerId);
  const wallet = walletOf(ctx, playerId);
  ctx.realtime.emit(playerId, event, {
    amount: wireAmount(movement.amountMinor, currencyCode),
    currencyCode,
    transactionId: movement.transactionId,
    ...wallet,
  });
  ctx.realtime.emit(playerId, "balance", wallet);
}
