import { CATALOG_TABLE_SQL } from "./catalog-store.ts";
import { CHAT_MESSAGES_TABLE_SQL } from "./chat-store.ts";
import { DOCUMENTS_TABLE_SQL } from "./document-store.ts";
import { EVENTS_TABLE_SQL } from "./event-store.ts";
import { IDEMPOTENCY_KEYS_TABLE_SQL } from "./idempotency-store.ts";
import { LIMITS_TABLE_SQL } from "./limit-store.ts";
import { LINKED_ACCOUNTS_TABLE_SQL } from "./linked-account-store.ts";
import { OUTBOX_TABLE_SQL } from "./outbox-store.ts";
import { PLAYER_BONUSES_TABLE_SQL } from "./player-bonus-store.ts";
import { PLAYER_GAMES_TABLE_SQL } from "./player-game-store.ts";
import { PLAYERS_TABLE_SQL } from "./player-store.ts";
import { RAKEBACK_CLAIMS_TABLE_SQL } from "./rakeback-store.ts";
import { SESSIONS_TABLE_SQL } from "./session-store.ts";
import { TRANSACTIONS_TABLE_SQL } from "./transaction-store.ts";

/**
 * The reference API's tables, each defined beside the store of its aggregate. Catalogue data
 * (settings, countries, bonuses, texts...) is kept as JSON documents because a brand edits it as
 * a whole; what a player changes lives in its own rows. Money columns hold integer minor units of
 * the player's currency (see `money.ts`) so sums never drift.
 */
export const SCHEMA_SQL = [
  CATALOG_TABLE_SQL,
  PLAYERS_TABLE_SQL,
  SESSIONS_TABLE_SQL,
  TRANSACTIONS_TABLE_SQL,
  RAKEBACK_CLAIMS_TABLE_SQL,
  PLAYER_BONUSES_TABLE_SQL,
  LIMITS_TABLE_SQL,
  DOCUMENTS_TABLE_SQL,
  EVENTS_TABLE_SQL,
  OUTBOX_TABLE_SQL,
  IDEMPOTENCY_KEYS_TABLE_SQL,
  PLAYER_GAMES_TABLE_SQL,
  LINKED_ACCOUNTS_TABLE_SQL,
  CHAT_MESSAGES_TABLE_SQL,
].join("\n");

/**
 * The layout's version, kept in SQLite's `user_version`. A database file of version 2 is migrated
 * (an exclusion's last day becomes the instant it ends, `exclusion-instants.ts`); one of another
 * version is rebuilt and seeded again on start (its money was stored in other units, its sessions
 * in the clear).
 */
export const SCHEMA_VERSION = 3;

/** Every table, children first, for the reset command. */
export const TABLES = [
  "chat_messages",
  "linked_accounts",
  "player_games",
  "idempotency_keys",
  "outbox",
  "events",
  "documents",
  "limits",
  "player_bonuses",
  "rakeback_claims",
  "transactions",
  "sessions",
  "players",
  "catalog",
] as const;
