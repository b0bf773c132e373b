import { fromUnits, toUnits } from "../money.ts";
import { integer } from "./rows.ts";
import type { Sql } from "./sql.ts";

/** A player's money: cash and bonus (non-cash) money. */
export interface WalletBalance {
  cash: number;
  nonCash: number;
}

/** The wallet columns of `players`: moved only here, so every change goes through one statement. */
export class WalletStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** The wallet of a player; throws when the player is missing. */
  balance(playerId: number): WalletBalance {
    const row = this.#sql.get("SELECT cash, non_cash FROM players WHERE id = ?", playerId);
    if (!row) throw new Error(`Player ${playerId} is missing`);
    return { cash: fromUnits(integer(row, "cash")), nonCash: fromUnits(integer(row, "non_cash")) };
  }

  /** Moves a player's wallet by these amounts (negative to take); answers the new wallet. */
  adjust(playerId: number, cashDelta: number, nonCashDelta: number): WalletBalance {
    this.#sql.run(
      "UPDATE players SET cash = cash + ?, non_cash = non_cash + ? WHERE id = ?",
      toUnits(cashDelta),
      toUnits(nonCashDelta),
      playerId,
    );
    return this.balance(playerId);
  }
}
