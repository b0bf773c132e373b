import { wireAmount } from "../money.ts";
import type { Player } from "../players/player.ts";
import type { ServerContext } from "../server-context.ts";

/**
 * The wallet's figures of GET /api/user/wallet (`docs/features.md`, "Wallet"): the balance (cash
 * plus bonus money), the bonus balance, the real money, what is wagered of the active bonus's
 * rollover and the rollover itself (what it asks in all, 0 without a bonus), and the deposit
 * wagering still to play before a withdrawal, in the player's currency.
 */
export function walletFiguresOf(ctx: ServerContext, player: Player): Record<string, number | string> {
  const currency = player.profile.currencyCode;
  const { cash, nonCash } = ctx.store.wallets.balance(player.id);
  const active = ctx.store.playerBonuses.list(player.id).find((record) => record.status === "active");
  const wageredMinor = active?.wageredMinor ?? 0;
  const amount = (units: number) => wireAmount(units, currency);
  return {
    balance: amount(cash + nonCash),
    bonusBalance: amount(nonCash),
    realMoney: amount(cash),
    wager: amount(wageredMinor),
    depositWager: amount(player.profile.depositWagerLeftMinor),
    rollover: amount(active ? wageredMinor + active.wagerLeftMinor : 0),
    currencyCode: currency,
  };
}
