import type { ServerContext } from "../server-context.ts";

/** A wallet after a movement. */
export interface WalletState {
  cash: number;
  nonCash: number;
  total: number;
}

/** Rounds to the 8 decimals money is stored with, so sums read cleanly. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 1e8) / 1e8;
}

/** The wallet of `playerId` now. */
export function walletOf(ctx: ServerContext, playerId: number): WalletState {
  const { cash, nonCash } = ctx.store.wallets.balance(playerId);
  return { cash, nonCash, total: roundMoney(cash + nonCash) };
}

/** Emits `balance` to the player's sockets with the wallet as it stands. */
export function emitBalance(ctx: ServerContext, playerId: number): WalletState {
  const wallet = walletOf(ctx, playerId);
  ctx.realtime.emit(playerId, "balance", wallet);
  return wallet;
}

/**
 * Emits a wallet movement (`debit` for a stake, `credit` for a win, `globalCredit` for money the
 * casino adds: rakeback, rewards) followed by `balance`, after the change is stored.
 */
export function emitMovement(
  ctx: ServerContext,
  playerId: number,
  event: "debit" | "credit" | "globalCredit",
  movement: { amount: number; currencyCode: string; transactionId: number },
): void {
  const wallet = walletOf(ctx, playerId);
  ctx.realtime.emit(playerId, event, { ...movement, ...wallet });
  ctx.realtime.emit(playerId, "balance", wallet);
}
