import { integer, text, type Row } from "./rows.ts";
import type { Sql } from "./sql.ts";

/** KYC documents players uploaded, with their content. */
export const DOCUMENTS_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS documents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  label TEXT NOT NULL,
  side TEXT NOT NULL,
  file_name TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  content BLOB NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);`;

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

/** Uploaded documents and their review status. */
export class DocumentStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** A player's documents, newest first. */
  list(playerId: number): DocumentRecord[] {
    return this.#sql
      .all(
        "SELECT id, label, side, file_name, mime_type, size, status, created_at, updated_at FROM documents WHERE player_id = ? ORDER BY id DESC",
        playerId,
      )
      .map(readDocument);
  }

  /** Stores an uploaded document; answers its id. */
  add(playerId: number, input: Omit<DocumentRecord, "id"> & { content: Uint8Array }): number {
    return this.#sql.run(
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
  setStatus(id: number, status: string, updatedAt: string): boolean {
    if (!this.#sql.exists("SELECT 1 AS found FROM documents WHERE id = ?", id)) return false;
    this.#sql.run("UPDATE documents SET status = ?, updated_at = ? WHERE id = ?", status, updatedAt, id);
    return true;
  }

  /** The player who owns a document. */
  owner(id: number): number | undefined {
    const row = this.#sql.get("SELECT player_id FROM documents WHERE id = ?", id);
    return row ? integer(row, "player_id") : undefined;
  }
}
