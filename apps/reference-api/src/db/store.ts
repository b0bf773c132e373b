import type { DatabaseSync } from "node:sqlite";
import { CatalogStore } from "./catalog-store.ts";
import { ChatStore } from "./chat-store.ts";
import { DocumentStore } from "./document-store.ts";
import { EventStore } from "./event-store.ts";
import { IdempotencyStore } from "./idempotency-store.ts";
import { LimitStore } from "./limit-store.ts";
import { LinkedAccountStore } from "./linked-account-store.ts";
import { OutboxStore } from "./outbox-store.ts";
import { PlayerBonusStore } from "./player-bonus-store.ts";
import { PlayerGameStore } from "./player-game-store.ts";
import { PlayerStore } from "./player-store.ts";
import { RakebackStore } from "./rakeback-store.ts";
import { integer } from "./rows.ts";
import { TABLES } from "./schema.ts";
import { SessionStore } from "./session-store.ts";
import { Sql } from "./sql.ts";
import { TransactionStore } from "./transaction-store.ts";
import { WalletStore } from "./wallet-store.ts";

/**
 * The reference API's state, one store per aggregate over one database. Routes and services read
 * the aggregate they need (`store.players`, `store.wallets`, ...); {@link Store.transaction} makes
 * a request's writes across aggregates all-or-nothing.
 */
export class Store {
  readonly db: DatabaseSync;
  /** Settings, countries, promotions, texts, games and the other catalogue documents. */
  readonly catalog: CatalogStore;
  readonly players: PlayerStore;
  readonly wallets: WalletStore;
  readonly sessions: SessionStore;
  /** Payments and every other wallet movement. */
  readonly transactions: TransactionStore;
  readonly playerBonuses: PlayerBonusStore;
  /** Each player's favourite and recent games. */
  readonly playerGames: PlayerGameStore;
  readonly limits: LimitStore;
  readonly documents: DocumentStore;
  readonly rakeback: RakebackStore;
  readonly events: EventStore;
  /** E-mails sent and the one-use links they carry. */
  readonly outbox: OutboxStore;
  readonly idempotency: IdempotencyStore;
  /** What third parties vouched for, until a linked sign-up uses it. */
  readonly linkedAccounts: LinkedAccountStore;
  /** The live chat's messages. */
  readonly chat: ChatStore;

  constructor(db: DatabaseSync) {
    this.db = db;
    const sql = new Sql(db);
    this.catalog = new CatalogStore(sql);
    this.players = new PlayerStore(sql);
    this.wallets = new WalletStore(sql);
    this.sessions = new SessionStore(sql);
    this.transactions = new TransactionStore(sql);
    this.playerBonuses = new PlayerBonusStore(sql);
    this.playerGames = new PlayerGameStore(sql);
    this.limits = new LimitStore(sql);
    this.documents = new DocumentStore(sql);
    this.rakeback = new RakebackStore(sql);
    this.events = new EventStore(sql);
    this.outbox = new OutboxStore(sql);
    this.idempotency = new IdempotencyStore(sql);
    this.linkedAccounts = new LinkedAccountStore(sql);
    this.chat = new ChatStore(sql);
  }

  /**
   * Runs `work` in one SQLite transaction: it all lands, or (on a throw) none of it. Inside a
   * transaction already, `work` simply joins it.
   */
  transaction<T>(work: () => T): T {
    if (this.db.isTransaction) return work();
    this.db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      this.db.exec("COMMIT");
      return result;
    } catch (error) {
      this.db.exec("ROLLBACK");
      throw error;
    }
  }

  /** Empties every table (the reset command and `/__control/reset` then seed again). */
  clear(): void {
    this.transaction(() => {
      for (const table of TABLES) this.db.exec(`DELETE FROM ${table}`);
      this.db.exec("DELETE FROM sqlite_sequence");
    });
  }

  /** Counts rows of every table (tests check that a refused request changed nothing). */
  rowCounts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const row = this.db.prepare(`SELECT COUNT(*) AS total FROM ${table}`).get();
      counts[table] = row ? integer(row, "total") : 0;
    }
    return counts;
  }
}
