import { integer, text, type Row } from "./rows.ts";
import type { Sql } from "./sql.ts";

/** The live chat's messages (`docs/features.md`, "Live chat"): text only; a moderator's removal is kept as its time. */
export const CHAT_MESSAGES_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS chat_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  author TEXT NOT NULL,
  text TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  removed_at TEXT
);`;

/** A chat message as kept. */
export interface ChatMessageRecord {
  id: number;
  playerId: number;
  /** The sender's public name when it was sent. */
  author: string;
  text: string;
  sentAt: string;
}

function readMessage(row: Row): ChatMessageRecord {
  return {
    id: integer(row, "id"),
    playerId: integer(row, "player_id"),
    author: text(row, "author"),
    text: text(row, "text"),
    sentAt: text(row, "sent_at"),
  };
}

/** The chat's messages, the removed ones kept out of every read. */
export class ChatStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** Keeps a message; answers it with its id. */
  add(input: Omit<ChatMessageRecord, "id">): ChatMessageRecord {
    const id = this.#sql.run(
      "INSERT INTO chat_messages (player_id, author, text, sent_at) VALUES (?, ?, ?, ?)",
      input.playerId,
      input.author,
      input.text,
      input.sentAt,
    );
    return { id, ...input };
  }

  /** The latest `limit` messages not removed, oldest first. */
  latest(limit: number): ChatMessageRecord[] {
    return this.#sql
      .all("SELECT * FROM chat_messages WHERE removed_at IS NULL ORDER BY id DESC LIMIT ?", limit)
      .map(readMessage)
      .reverse();
  }

  /** Marks a message removed at `removedAt`; answers whether there was one to remove. */
  remove(id: number, removedAt: string): boolean {
    return (
      this.#sql.change("UPDATE chat_messages SET removed_at = ? WHERE id = ? AND removed_at IS NULL", removedAt, id) > 0
    );
  }
}
