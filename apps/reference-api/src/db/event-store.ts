import { integer, json, text } from "./rows.ts";
import type { Sql } from "./sql.ts";

/** Logged events: page views, country-blocked reports, e-mails the stand-in would have sent. */
export const EVENTS_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER,
  event TEXT NOT NULL,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL
);`;

/** A logged event. */
export interface EventRecord {
  playerId: number | null;
  event: string;
  data: unknown;
  createdAt: string;
}

/** The event log. */
export class EventStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** Records an event (log-event, country-blocked, e-mails sent). */
  add(playerId: number | null, event: string, data: unknown, createdAt: string): void {
    this.#sql.run(
      "INSERT INTO events (player_id, event, data, created_at) VALUES (?, ?, ?, ?)",
      playerId,
      event,
      JSON.stringify(data),
      createdAt,
    );
  }

  /** Logged events, newest first, optionally of one name. */
  list(event?: string): EventRecord[] {
    const rows = event
      ? this.#sql.all("SELECT * FROM events WHERE event = ? ORDER BY id DESC", event)
      : this.#sql.all("SELECT * FROM events ORDER BY id DESC");
    return rows.map((row) => ({
      playerId: row.player_id === null ? null : integer(row, "player_id"),
      event: text(row, "event"),
      data: json<unknown>(row, "data"),
      createdAt: text(row, "created_at"),
    }));
  }
}
