import { integer } from "./rows.ts";
import type { Sql } from "./sql.ts";

/** A player's money in minor units of the player's currency: cash and bonus (non-cash) money. */
export interface WalletBalance {
  cash: number;
  nonCash: number;
}

/**
 * The wallet columns of `players`: moved only here. A debit is one guarded statement, so the
 * balance check and the debit cannot be separated by another request (see the README, "Money").
 */
export class WalletStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** The wallet of a player; throws when the player is missing. */
  balance(playerId: number): WalletBalance {
    const row = this.#sql.get("SELECT cash, non_cash FROM players WHERE id = ?", playerId);
    if (!row) throw new Error(`Player ${playerId} is missing`);
    return { cash: integer(row, "cash"), nonCash: integer(row, "non_cash") };
  }

  /** Adds money to a player's wallet (minor units, 0 or more). */
  credit(playerId: number, cash: number, nonCash: number): void {
    assertAmounts(cash, nonCash);
    this.#sql.change(
      "UPDATE players SET cash = cash + ?, non_cash = non_cash + ? WHERE id = ?",
      cash,
      nonCash,
      playerId,
    );
  }

  /**
   * Takes money from a player's wallet (minor units, 0 or more) only if it is there, in one
   * statement: answers false, changing nothing, when either part would go below zero.
   */
  debit(playerId: number, cash: number, nonCash: number): boolean {
    assertAmounts(cash, nonCash);
    return (
      this.#sql.change(
        "UPDATE players SET cash = cash - ?, non_cash = non_cash - ? WHERE id = ? AND cash >= ? AND non_cash >= ?",
        cash,
        nonCash,
        playerId,
        cash,
        nonCash,
      ) === 1
    );
  }
}

function assertAmounts(cash: number, nonCash: number): void {
  if (!Number.isSafeInteger(cash) || !Number.isSafeInteger(nonCash) || cash < 0 || nonCash < 0)
    throw new RangeError(`Wallet movements are whole minor units of 0 or more, got ${cash} and ${nonCash}`);
}
