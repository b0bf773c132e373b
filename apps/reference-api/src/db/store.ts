import { randomBytes } from "node:crypto";
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import { fromUnits, toUnits } from "../money.ts";
import type { Player, PlayerProfile } from "../players/player.ts";
import { integer, json, text, textOrNull, type Row } from "./rows.ts";
import { TABLES } from "./schema.ts";

/** A wallet movement or payment (spec 001 §3 transaction statuses). */
export interface TransactionRecord {
  id: number;
  playerId: number;
  kind: "deposit" | "withdrawal" | "bet" | "win" | "rakeback" | "bonus";
  amount: number;
  status: string;
  method: string | null;
  data: Record<string, unknown>;
  createdAt: string;
}

/** A bonus a player took. */
export interface PlayerBonusRecord {
  id: number;
  playerId: number;
  bonusId: number;
  status: "active" | "availed" | "cancelled";
  amount: number;
  wagerLeft: number;
  wagered: number;
  freeSpinsLeft: number;
  createdAt: string;
  updatedAt: string;
}

/** A responsible-gambling limit (kind: bet, loss, deposit, session, winnings; period 0/1/2). */
export interface LimitRecord {
  kind: string;
  period: number;
  value: number;
  updatedAt: string;
}

/** An uploaded KYC document (content not included). */
export interface DocumentRecord {
  id: number;
  label: string;
  side: string;
  fileName: string;
  mimeType: string;
  size: number;
  status: string;
  createdAt: string;
  updatedAt: string;
}

/** A rakeback day the player claimed. */
export interface RakebackClaimRecord {
  dayDate: string;
  amount: number;
  paidAt: string;
}

function readPlayer(row: Row): Player {
  return {
    id: integer(row, "id"),
    email: text(row, "email"),
    passwordHash: text(row, "password_hash"),
    profile: json<PlayerProfile>(row, "profile"),
    cash: fromUnits(integer(row, "cash")),
    nonCash: fromUnits(integer(row, "non_cash")),
    createdAt: text(row, "created_at"),
  };
}

function readTransaction(row: Row): TransactionRecord {
  return {
    id: integer(row, "id"),
    playerId: integer(row, "player_id"),
    kind: text(row, "kind") as TransactionRecord["kind"],
    amount: fromUnits(integer(row, "amount")),
    status: text(row, "status"),
    method: textOrNull(row, "method"),
    data: json<Record<string, unknown>>(row, "data"),
    createdAt: text(row, "created_at"),
  };
}

function readPlayerBonus(row: Row): PlayerBonusRecord {
  return {
    id: integer(row, "id"),
    playerId: integer(row, "player_id"),
    bonusId: integer(row, "bonus_id"),
    status: text(row, "status") as PlayerBonusRecord["status"],
    amount: fromUnits(integer(row, "amount")),
    wagerLeft: fromUnits(integer(row, "wager_left")),
    wagered: fromUnits(integer(row, "wagered")),
    freeSpinsLeft: integer(row, "free_spins_left"),
    createdAt: text(row, "created_at"),
    updatedAt: text(row, "updated_at"),
  };
}

function readDocument(row: Row): DocumentRecord {
  return {
    id: integer(row, "id"),
    label: text(row, "label"),
    side: text(row, "side"),
    fileName: text(row, "file_name"),
    mimeType: text(row, "mime_type"),
    size: integer(row, "size"),
    status: text(row, "status"),
    createdAt: text(row, "created_at"),
    updatedAt: text(row, "updated_at"),
  };
}

/**
 * Every read and write of the reference API's state. Methods are synchronous (`node:sqlite`), so a
 * request's changes inside {@link Store.transaction} are all-or-nothing.
 */
export class Store {
  readonly db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.db = db;
  }

  #all(sql: string, ...params: SQLInputValue[]): Row[] {
    return this.db.prepare(sql).all(...params);
  }

  #get(sql: string, ...params: SQLInputValue[]): Row | undefined {
    return this.db.prepare(sql).get(...params);
  }

  #run(sql: string, ...params: SQLInputValue[]): number {
    return Number(this.db.prepare(sql).run(...params).lastInsertRowid);
  }

  /** Runs `work` in one SQLite transaction: it all lands, or (on a throw) none of it. */
  transaction<T>(work: () => T): T {
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

  // catalog ---------------------------------------------------------------

  /** Whether the catalogue has been seeded. */
  isSeeded(): boolean {
    return this.#get("SELECT 1 AS seeded FROM catalog WHERE name = 'seededAt'") !== undefined;
  }

  /** A catalogue document (settings, countries, ...), as it was stored. */
  catalog<T>(name: string): T {
    const row = this.#get("SELECT value FROM catalog WHERE name = ?", name);
    if (!row) throw new Error(`Catalogue entry ${name} is missing: was the database seeded?`);
    return json<T>(row, "value");
  }

  /** A catalogue document, or `undefined` when there is none by that name. */
  catalogOrUndefined<T>(name: string): T | undefined {
    const row = this.#get("SELECT value FROM catalog WHERE name = ?", name);
    return row ? json<T>(row, "value") : undefined;
  }

  /** Stores a catalogue document. */
  setCatalog(name: string, value: unknown): void {
    this.#run(
      "INSERT INTO catalog (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value",
      name,
      JSON.stringify(value),
    );
  }

  // players ---------------------------------------------------------------

  /** The player with this e-mail (any case), if any. */
  playerByEmail(email: string): Player | undefined {
    const row = this.#get("SELECT * FROM players WHERE email = ?", email.trim());
    return row ? readPlayer(row) : undefined;
  }

  /** The player with this id, if any. */
  playerById(id: number): Player | undefined {
    const row = this.#get("SELECT * FROM players WHERE id = ?", id);
    return row ? readPlayer(row) : undefined;
  }

  /** Every player, by id. */
  players(): Player[] {
    return this.#all("SELECT * FROM players ORDER BY id").map(readPlayer);
  }

  /** Creates a player; answers the new id. */
  createPlayer(input: {
    email: string;
    passwordHash: string;
    profile: PlayerProfile;
    cash: number;
    nonCash: number;
    createdAt: string;
  }): number {
    return this.#run(
      "INSERT INTO players (email, password_hash, profile, cash, non_cash, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      input.email.trim(),
      input.passwordHash,
      JSON.stringify(input.profile),
      toUnits(input.cash),
      toUnits(input.nonCash),
      input.createdAt,
    );
  }

  /** Replaces a player's profile. */
  setProfile(playerId: number, profile: PlayerProfile): void {
    this.#run("UPDATE players SET profile = ? WHERE id = ?", JSON.stringify(profile), playerId);
  }

  /** Replaces a player's e-mail. */
  setEmail(playerId: number, email: string): void {
    this.#run("UPDATE players SET email = ? WHERE id = ?", email.trim(), playerId);
  }

  /** Replaces a player's password hash. */
  setPasswordHash(playerId: number, passwordHash: string): void {
    this.#run("UPDATE players SET password_hash = ? WHERE id = ?", passwordHash, playerId);
  }

  /** Moves a player's wallet by these amounts (negative to take); answers the new wallet. */
  adjustWallet(playerId: number, cashDelta: number, nonCashDelta: number): { cash: number; nonCash: number } {
    this.#run(
      "UPDATE players SET cash = cash + ?, non_cash = non_cash + ? WHERE id = ?",
      toUnits(cashDelta),
      toUnits(nonCashDelta),
      playerId,
    );
    const row = this.#get("SELECT cash, non_cash FROM players WHERE id = ?", playerId);
    if (!row) throw new Error(`Player ${playerId} is missing`);
    return { cash: fromUnits(integer(row, "cash")), nonCash: fromUnits(integer(row, "non_cash")) };
  }

  // sessions --------------------------------------------------------------

  /** Opens a session; answers its bearer token. */
  createSession(playerId: number, ip: string, createdAt: string): string {
    const token = randomBytes(32).toString("base64url");
    this.#run(
      "INSERT INTO sessions (token, player_id, created_at, ip) VALUES (?, ?, ?, ?)",
      token,
      playerId,
      createdAt,
      ip,
    );
    return token;
  }

  /** The player a token belongs to, if the session is open. */
  playerByToken(token: string): Player | undefined {
    const row = this.#get(
      "SELECT players.* FROM sessions JOIN players ON players.id = sessions.player_id WHERE sessions.token = ?",
      token,
    );
    return row ? readPlayer(row) : undefined;
  }

  /** When the session of `token` started, if it is open. */
  sessionStart(token: string): string | undefined {
    const row = this.#get("SELECT created_at FROM sessions WHERE token = ?", token);
    return row ? text(row, "created_at") : undefined;
  }

  /** The session before the current one (for `lastLogin`). */
  previousSession(playerId: number): { createdAt: string; ip: string } | undefined {
    const row = this.#get(
      "SELECT created_at, ip FROM sessions WHERE player_id = ? ORDER BY created_at DESC LIMIT 1 OFFSET 1",
      playerId,
    );
    return row ? { createdAt: text(row, "created_at"), ip: text(row, "ip") } : undefined;
  }

  /** Closes a session. */
  deleteSession(token: string): void {
    this.#run("DELETE FROM sessions WHERE token = ?", token);
  }

  // transactions ----------------------------------------------------------

  /** Records a transaction; answers its id. */
  addTransaction(input: Omit<TransactionRecord, "id">): number {
    return this.#run(
      "INSERT INTO transactions (player_id, kind, amount, status, method, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      input.playerId,
      input.kind,
      toUnits(input.amount),
      input.status,
      input.method,
      JSON.stringify(input.data),
      input.createdAt,
    );
  }

  /** One transaction, if it belongs to the player. */
  transactionById(playerId: number, id: number): TransactionRecord | undefined {
    const row = this.#get("SELECT * FROM transactions WHERE id = ? AND player_id = ?", id, playerId);
    return row ? readTransaction(row) : undefined;
  }

  /** Changes a transaction's status. */
  setTransactionStatus(id: number, status: string): void {
    this.#run("UPDATE transactions SET status = ? WHERE id = ?", status, id);
  }

  /** A player's transactions, newest first, optionally of some kinds only. */
  transactions(playerId: number, kinds?: readonly string[]): TransactionRecord[] {
    const rows = this.#all(
      "SELECT * FROM transactions WHERE player_id = ? ORDER BY created_at DESC, id DESC",
      playerId,
    ).map(readTransaction);
    return kinds ? rows.filter((row) => kinds.includes(row.kind)) : rows;
  }

  /** Sum of a player's transactions of `kind` and `status` since `sinceIso` (inclusive). */
  sumTransactions(playerId: number, kind: string, statuses: readonly string[], sinceIso: string): number {
    const placeholders = statuses.map(() => "?").join(", ");
    const row = this.#get(
      `SELECT COALESCE(SUM(amount), 0) AS total FROM transactions WHERE player_id = ? AND kind = ? AND status IN (${placeholders}) AND created_at >= ?`,
      playerId,
      kind,
      ...statuses,
      sinceIso,
    );
    return row ? fromUnits(integer(row, "total")) : 0;
  }

  /** Count of a player's transactions of `kind` with `status`. */
  countTransactions(playerId: number, kind: string, status: string): number {
    const row = this.#get(
      "SELECT COUNT(*) AS total FROM transactions WHERE player_id = ? AND kind = ? AND status = ?",
      playerId,
      kind,
      status,
    );
    return row ? integer(row, "total") : 0;
  }

  // rakeback --------------------------------------------------------------

  /** The rakeback days a player claimed. */
  rakebackClaims(playerId: number): RakebackClaimRecord[] {
    return this.#all("SELECT day_date, amount, paid_at FROM rakeback_claims WHERE player_id = ?", playerId).map(
      (row) => ({
        dayDate: text(row, "day_date"),
        amount: fromUnits(integer(row, "amount")),
        paidAt: text(row, "paid_at"),
      }),
    );
  }

  /** Records a claim; false when that day was already claimed. */
  addRakebackClaim(playerId: number, claim: RakebackClaimRecord): boolean {
    const before = this.#get(
      "SELECT 1 AS found FROM rakeback_claims WHERE player_id = ? AND day_date = ?",
      playerId,
      claim.dayDate,
    );
    if (before) return false;
    this.#run(
      "INSERT INTO rakeback_claims (player_id, day_date, amount, paid_at) VALUES (?, ?, ?, ?)",
      playerId,
      claim.dayDate,
      toUnits(claim.amount),
      claim.paidAt,
    );
    return true;
  }

  // bonuses ---------------------------------------------------------------

  /** A player's bonuses, newest first. */
  playerBonuses(playerId: number): PlayerBonusRecord[] {
    return this.#all("SELECT * FROM player_bonuses WHERE player_id = ? ORDER BY id DESC", playerId).map(
      readPlayerBonus,
    );
  }

  /** Records a bonus taken; answers its id. */
  addPlayerBonus(input: Omit<PlayerBonusRecord, "id">): number {
    return this.#run(
      "INSERT INTO player_bonuses (player_id, bonus_id, status, amount, wager_left, wagered, free_spins_left, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      input.playerId,
      input.bonusId,
      input.status,
      toUnits(input.amount),
      toUnits(input.wagerLeft),
      toUnits(input.wagered),
      input.freeSpinsLeft,
      input.createdAt,
      input.updatedAt,
    );
  }

  /** Changes a bonus's status. */
  setPlayerBonusStatus(id: number, status: PlayerBonusRecord["status"], updatedAt: string): void {
    this.#run("UPDATE player_bonuses SET status = ?, updated_at = ? WHERE id = ?", status, updatedAt, id);
  }

  /** Counts how many players took a promotion (MAXIMUM_PARTICIPANTS). */
  bonusParticipants(bonusId: number): number {
    const row = this.#get("SELECT COUNT(DISTINCT player_id) AS total FROM player_bonuses WHERE bonus_id = ?", bonusId);
    return row ? integer(row, "total") : 0;
  }

  /** Moves an active bonus's wagering by a bet. */
  wagerBonus(id: number, amount: number, updatedAt: string): void {
    this.#run(
      "UPDATE player_bonuses SET wagered = wagered + ?, wager_left = MAX(wager_left - ?, 0), updated_at = ? WHERE id = ?",
      toUnits(amount),
      toUnits(amount),
      updatedAt,
      id,
    );
  }

  // limits ----------------------------------------------------------------

  /** A player's limits. */
  limits(playerId: number): LimitRecord[] {
    return this.#all(
      "SELECT kind, period, value, updated_at FROM limits WHERE player_id = ? ORDER BY kind, period",
      playerId,
    ).map((row) => ({
      kind: text(row, "kind"),
      period: integer(row, "period"),
      value: integer(row, "value"),
      updatedAt: text(row, "updated_at"),
    }));
  }

  /** Sets a limit. */
  setLimit(playerId: number, limit: LimitRecord): void {
    this.#run(
      "INSERT INTO limits (player_id, kind, period, value, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT(player_id, kind, period) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
      playerId,
      limit.kind,
      limit.period,
      limit.value,
      limit.updatedAt,
    );
  }

  /** Removes a limit; false when there was none. */
  removeLimit(playerId: number, kind: string, period: number): boolean {
    const before = this.#get(
      "SELECT 1 AS found FROM limits WHERE player_id = ? AND kind = ? AND period = ?",
      playerId,
      kind,
      period,
    );
    if (!before) return false;
    this.#run("DELETE FROM limits WHERE player_id = ? AND kind = ? AND period = ?", playerId, kind, period);
    return true;
  }

  // documents -------------------------------------------------------------

  /** A player's documents, newest first. */
  documents(playerId: number): DocumentRecord[] {
    return this.#all(
      "SELECT id, label, side, file_name, mime_type, size, status, created_at, updated_at FROM documents WHERE player_id = ? ORDER BY id DESC",
      playerId,
    ).map(readDocument);
  }

  /** Stores an uploaded document; answers its id. */
  addDocument(playerId: number, input: Omit<DocumentRecord, "id"> & { content: Uint8Array }): number {
    return this.#run(
      "INSERT INTO documents (player_id, label, side, file_name, mime_type, size, content, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      playerId,
      input.label,
      input.side,
      input.fileName,
      input.mimeType,
      input.size,
      input.content,
      input.status,
      input.createdAt,
      input.updatedAt,
    );
  }

  /** Changes a document's status; false when no such document. */
  setDocumentStatus(id: number, status: string, updatedAt: string): boolean {
    const before = this.#get("SELECT 1 AS found FROM documents WHERE id = ?", id);
    if (!before) return false;
    this.#run("UPDATE documents SET status = ?, updated_at = ? WHERE id = ?", status, updatedAt, id);
    return true;
  }

  /** The player who owns a document. */
  documentOwner(id: number): number | undefined {
    const row = this.#get("SELECT player_id FROM documents WHERE id = ?", id);
    return row ? integer(row, "player_id") : undefined;
  }

  // events ----------------------------------------------------------------

  /** Records a logged event (log-event, country-blocked). */
  addEvent(playerId: number | null, event: string, data: unknown, createdAt: string): void {
    this.#run(
      "INSERT INTO events (player_id, event, data, created_at) VALUES (?, ?, ?, ?)",
      playerId,
      event,
      JSON.stringify(data),
      createdAt,
    );
  }

  /** Logged events, newest first. */
  events(event?: string): { playerId: number | null; event: string; data: unknown; createdAt: string }[] {
    const rows = event
      ? this.#all("SELECT * FROM events WHERE event = ? ORDER BY id DESC", event)
      : this.#all("SELECT * FROM events ORDER BY id DESC");
    return rows.map((row) => ({
      playerId: row.player_id === null ? null : integer(row, "player_id"),
      event: text(row, "event"),
      data: json<unknown>(row, "data"),
      createdAt: text(row, "created_at"),
    }));
  }

  /** Counts rows of every table (tests check that a refused request changed nothing). */
  rowCounts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const row = this.#get(`SELECT COUNT(*) AS total FROM ${table}`);
      counts[table] = row ? integer(row, "total") : 0;
    }
    return counts;
  }
}
