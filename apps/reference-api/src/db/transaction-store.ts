import { integer, json, text, textOrNull, type Row } from "./rows.ts";
import type { Sql } from "./sql.ts";

/** The ledger: every payment and wallet movement of a player, amounts in minor units of the player's currency. */
export const TRANSACTIONS_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  amount INTEGER NOT NULL,
  status TEXT NOT NULL,
  method TEXT,
  data TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);`;

/** A wallet movement or payment (statuses as in `docs/features.md`, "Transactions"). */
export interface TransactionRecord {
  id: number;
  playerId: number;
  kind: "deposit" | "withdrawal" | "bet" | "win" | "rakeback" | "bonus";
  /** Minor units of the player's currency. */
  amountMinor: number;
  status: string;
  method: string | null;
  data: Record<string, unknown>;
  createdAt: string;
}

function readTransaction(row: Row): TransactionRecord {
  return {
    id: integer(row, "id"),
    playerId: integer(row, "player_id"),
    kind: text(row, "kind") as TransactionRecord["kind"],
    amountMinor: integer(row, "amount"),
    status: text(row, "status"),
    method: textOrNull(row, "method"),
    data: json<Record<string, unknown>>(row, "data"),
    createdAt: text(row, "created_at"),
  };
}

/** Deposits, withdrawals, bets, wins and credits, with the sums the limits and rewards are computed from. */
export class TransactionStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** Records a transaction; answers its id. */
  add(input: Omit<TransactionRecord, "id">): number {
    return this.#sql.run(
      "INSERT INTO transactions (player_id, kind, amount, status, method, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      input.playerId,
      input.kind,
      input.amountMinor,
      input.status,
      input.method,
      JSON.stringify(input.data),
      input.createdAt,
    );
  }

  /** One transaction, if it belongs to the player. */
  ofPlayer(playerId: number, id: number): TransactionRecord | undefined {
    const row = this.#sql.get("SELECT * FROM transactions WHERE id = ? AND player_id = ?", id, playerId);
    return row ? readTransaction(row) : undefined;
  }

  /** One transaction, whoever it belongs to (the stand-in payment provider knows only its id). */
  byId(id: number): TransactionRecord | undefined {
    const row = this.#sql.get("SELECT * FROM transactions WHERE id = ?", id);
    return row ? readTransaction(row) : undefined;
  }

  /** Changes a transaction's status. */
  setStatus(id: number, status: string): void {
    this.#sql.run("UPDATE transactions SET status = ? WHERE id = ?", status, id);
  }

  /**
   * Moves a transaction from one status to another only if it is still in the first, in one
   * statement; answers false, changing nothing, when another request moved it first.
   */
  moveStatus(id: number, from: string, to: string): boolean {
    return this.#sql.change("UPDATE transactions SET status = ? WHERE id = ? AND status = ?", to, id, from) === 1;
  }

  /** Replaces a transaction's data. */
  setData(id: number, data: Record<string, unknown>): void {
    this.#sql.run("UPDATE transactions SET data = ? WHERE id = ?", JSON.stringify(data), id);
  }

  /** A player's transactions, newest first, optionally of some kinds only. */
  list(playerId: number, kinds?: readonly string[]): TransactionRecord[] {
    const rows = this.#sql
      .all("SELECT * FROM transactions WHERE player_id = ? ORDER BY created_at DESC, id DESC", playerId)
      .map(readTransaction);
    return kinds ? rows.filter((row) => kinds.includes(row.kind)) : rows;
  }

  /** Sum, in minor units, of a player's transactions of `kind` and `status` since `sinceIso` (inclusive). */
  sum(playerId: number, kind: string, statuses: readonly string[], sinceIso: string): number {
    const placeholders = statuses.map(() => "?").join(", ");
    const row = this.#sql.get(
      `SELECT COALESCE(SUM(amount), 0) AS total FROM transactions WHERE player_id = ? AND kind = ? AND status IN (${placeholders}) AND created_at >= ?`,
      playerId,
      kind,
      ...statuses,
      sinceIso,
    );
    return row ? integer(row, "total") : 0;
  }

  /** Count of a player's transactions of `kind` with `status`. */
  count(playerId: number, kind: string, status: string): number {
    const row = this.#sql.get(
      "SELECT COUNT(*) AS total FROM transactions WHERE player_id = ? AND kind = ? AND status = ?",
      playerId,
      kind,
      status,
    );
    return row ? integer(row, "total") : 0;
  }

  /**
   * Per player, the stakes (minor units) and rounds of the completed bets placed in
   * [`fromIso`, `toIso`): a tournament's window as far as it has run.
   */
  betTotalsBetween(fromIso: string, toIso: string): { playerId: number; stakedMinor: number; rounds: number }[] {
    return this.#sql
      .all(
        `SELECT player_id, SUM(amount) AS staked, COUNT(*) AS rounds FROM transactions
         WHERE kind = 'bet' AND status = 'completed' AND created_at >= ? AND created_at < ?
         GROUP BY player_id`,
        fromIso,
        toIso,
      )
      .map((row) => ({
        playerId: integer(row, "player_id"),
        stakedMinor: integer(row, "staked"),
        rounds: integer(row, "rounds"),
      }));
  }

  /** A player's rounds: bets placed, bets that paid a win, and the distinct games they named. */
  roundCounts(playerId: number): { rounds: number; won: number; games: number } {
    const row = this.#sql.get(
      `SELECT
         COUNT(CASE WHEN kind = 'bet' THEN 1 END) AS rounds,
         COUNT(CASE WHEN kind = 'win' THEN 1 END) AS won,
         COUNT(DISTINCT CASE WHEN kind = 'bet' THEN json_extract(data, '$.gameSlug') END) AS games
       FROM transactions WHERE player_id = ? AND status = 'completed'`,
      playerId,
    );
    return row
      ? { rounds: integer(row, "rounds"), won: integer(row, "won"), games: integer(row, "games") }
      : { rounds: 0, won: 0, games: 0 };
  }

  /**
   * The completed rounds of one game played in [`fromIso`, `toIso`), oldest first: who played, when,
   * and what the round's win paid (minor units of the player's currency, 0 for a loss).
   */
  gameRoundsBetween(
    gameSlug: string,
    fromIso: string,
    toIso: string,
  ): { playerId: number; at: string; winMinor: number }[] {
    return this.#sql
      .all(
        `SELECT bet.player_id, bet.created_at, COALESCE(SUM(win.amount), 0) AS won FROM transactions bet
         LEFT JOIN transactions win
           ON win.kind = 'win' AND win.status = 'completed' AND json_extract(win.data, '$.betId') = bet.id
         WHERE bet.kind = 'bet' AND bet.status = 'completed' AND json_extract(bet.data, '$.gameSlug') = ?
           AND bet.created_at >= ? AND bet.created_at < ?
         GROUP BY bet.id ORDER BY bet.created_at, bet.id`,
        gameSlug,
        fromIso,
        toIso,
      )
      .map((row) => ({
        playerId: integer(row, "player_id"),
        at: text(row, "created_at"),
        winMinor: integer(row, "won"),
      }));
  }
}
