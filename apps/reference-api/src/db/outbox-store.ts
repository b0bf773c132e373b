import { randomBytes } from "node:crypto";
import { integer, text, textOrNull, type Row } from "./rows.ts";
import { tokenHash } from "./session-store.ts";
import type { Sql } from "./sql.ts";

/**
 * The e-mails the reference API would have sent (verification, password reset, credentials), kept
 * so the demo and the journeys can follow the link a player would receive. A message's one-use
 * link token is looked up by its SHA-256; the message text holds the link as the player's mailbox
 * would.
 */
export const OUTBOX_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT,
  token_hash TEXT UNIQUE,
  expires_at TEXT,
  used_at TEXT,
  created_at TEXT NOT NULL
);`;

/** What an e-mail is for. */
export type OutboxKind = "verify-email" | "reset-password" | "credentials";

/** A sent e-mail as the control endpoint shows it. */
export interface OutboxMessage {
  id: number;
  playerId: number | null;
  kind: OutboxKind;
  to: string;
  subject: string;
  body: string;
  /** The link the e-mail carries, if any. */
  link: string | null;
  expiresAt: string | null;
  usedAt: string | null;
  createdAt: string;
}

/** A new e-mail; `link` receives the message's one-use token when the e-mail carries one. */
export interface OutboxDraft {
  playerId: number | null;
  kind: OutboxKind;
  to: string;
  subject: string;
  body(link: string | null): string;
  link?(token: string): string;
  expiresAt?: string;
  createdAt: string;
}

const KINDS: readonly OutboxKind[] = ["verify-email", "reset-password", "credentials"];

function readMessage(values: Row): OutboxMessage {
  const kind = KINDS.find((known) => known === text(values, "kind"));
  if (kind === undefined) throw new Error(`outbox message of unknown kind ${text(values, "kind")}`);
  return {
    id: integer(values, "id"),
    playerId: values.player_id === null ? null : integer(values, "player_id"),
    kind,
    to: text(values, "to_address"),
    subject: text(values, "subject"),
    body: text(values, "body"),
    link: textOrNull(values, "link"),
    expiresAt: textOrNull(values, "expires_at"),
    usedAt: textOrNull(values, "used_at"),
    createdAt: text(values, "created_at"),
  };
}

/** The outbox: e-mails sent, and the one-use links they carry. */
export class OutboxStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** Sends (keeps) an e-mail; a linked one gets a fresh 256-bit token. */
  send(draft: OutboxDraft): OutboxMessage {
    const token = draft.link ? randomBytes(32).toString("base64url") : null;
    const link = token !== null && draft.link ? draft.link(token) : null;
    const id = this.#sql.run(
      `INSERT INTO outbox (player_id, kind, to_address, subject, body, link, token_hash, expires_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      draft.playerId,
      draft.kind,
      draft.to,
      draft.subject,
      draft.body(link),
      link,
      token === null ? null : tokenHash(token),
      draft.expiresAt ?? null,
      draft.createdAt,
    );
    const row = this.#sql.get("SELECT * FROM outbox WHERE id = ?", id);
    if (!row) throw new Error(`outbox message ${id} was not kept`);
    return readMessage(row);
  }

  /** Sent e-mails, newest first, optionally to one address. */
  list(to?: string): OutboxMessage[] {
    const rows = to
      ? this.#sql.all("SELECT * FROM outbox WHERE lower(to_address) = lower(?) ORDER BY id DESC", to)
      : this.#sql.all("SELECT * FROM outbox ORDER BY id DESC");
    return rows.map(readMessage);
  }

  /** The e-mail of a kind whose link carries `token`, used or not. */
  byToken(kind: OutboxKind, token: string): OutboxMessage | undefined {
    const row = this.#sql.get("SELECT * FROM outbox WHERE kind = ? AND token_hash = ?", kind, tokenHash(token));
    return row ? readMessage(row) : undefined;
  }

  /** Marks every unused link of `kind` a player was sent used, so none of them works any more. */
  revoke(playerId: number, kind: OutboxKind, at: string): void {
    this.#sql.run(
      "UPDATE outbox SET used_at = ? WHERE player_id = ? AND kind = ? AND used_at IS NULL",
      at,
      playerId,
      kind,
    );
  }

  /** Marks a link used; answers false when it already was (two tabs following it at once). */
  use(id: number, usedAt: string): boolean {
    return this.#sql.change("UPDATE outbox SET used_at = ? WHERE id = ? AND used_at IS NULL", usedAt, id) === 1;
  }
}
