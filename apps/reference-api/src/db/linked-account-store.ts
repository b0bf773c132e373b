import { randomUUID } from "node:crypto";
import { integer, text, textOrNull, type Row } from "./rows.ts";
import type { Sql } from "./sql.ts";

/**
 * What the stand-in third party vouched for when a visitor signed in with it, kept until the
 * linked sign-up uses it (then it names the account) or it expires. The uuid is what the return
 * address carries and the sign-up sends back as `linkedAccountUuid`.
 */
export const LINKED_ACCOUNTS_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS linked_accounts (
  uuid TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  email TEXT,
  first_name TEXT,
  last_name TEXT,
  player_id INTEGER REFERENCES players(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);`;

/** One third party's word about a visitor. */
export interface LinkedAccount {
  uuid: string;
  provider: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** The account the linked sign-up opened with it; `null` while unused. */
  playerId: number | null;
  expiresAt: string;
  createdAt: string;
}

/** A new linked account, as the third party describes the visitor. */
export type LinkedAccountDraft = Pick<
  LinkedAccount,
  "provider" | "email" | "firstName" | "lastName" | "expiresAt" | "createdAt"
>;

function readLinkedAccount(values: Row): LinkedAccount {
  return {
    uuid: text(values, "uuid"),
    provider: text(values, "provider"),
    email: textOrNull(values, "email"),
    firstName: textOrNull(values, "first_name"),
    lastName: textOrNull(values, "last_name"),
    playerId: values.player_id === null ? null : integer(values, "player_id"),
    expiresAt: text(values, "expires_at"),
    createdAt: text(values, "created_at"),
  };
}

/** Linked accounts: made when the third party sends a visitor back, used once by a sign-up. */
export class LinkedAccountStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** Keeps what the third party said, under a fresh random uuid. */
  create(draft: LinkedAccountDraft): LinkedAccount {
    const uuid = randomUUID();
    this.#sql.run(
      `INSERT INTO linked_accounts (uuid, provider, email, first_name, last_name, expires_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      uuid,
      draft.provider,
      draft.email,
      draft.firstName,
      draft.lastName,
      draft.expiresAt,
      draft.createdAt,
    );
    return { ...draft, uuid, playerId: null };
  }

  /** The linked account with this uuid that is unused and not expired at `now`. */
  pending(uuid: string, now: Date): LinkedAccount | undefined {
    const row = this.#sql.get(
      "SELECT * FROM linked_accounts WHERE uuid = ? AND player_id IS NULL AND expires_at > ?",
      uuid,
      now.toISOString(),
    );
    return row ? readLinkedAccount(row) : undefined;
  }

  /** Gives a pending linked account to the player it opened; false when another sign-up got it first. */
  use(uuid: string, playerId: number): boolean {
    return (
      this.#sql.change(
        "UPDATE linked_accounts SET player_id = ? WHERE uuid = ? AND player_id IS NULL",
        playerId,
        uuid,
      ) === 1
    );
  }
}
