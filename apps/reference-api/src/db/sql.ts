import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type { Row } from "./rows.ts";

/**
 * The ways the aggregate stores talk to SQLite. Calls are synchronous (`node:sqlite`), so a
 * request's writes inside `Store.transaction` are all-or-nothing.
 */
export class Sql {
  readonly db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.db = db;
  }

  /** Every row `sql` selects. */
  all(sql: string, ...params: SQLInputValue[]): Row[] {
    return this.db.prepare(sql).all(...params);
  }

  /** The first row `sql` selects, if any. */
  get(sql: string, ...params: SQLInputValue[]): Row | undefined {
    return this.db.prepare(sql).get(...params);
  }

  /** Runs a write; answers the id of the row it inserted (meaningless for an update). */
  run(sql: string, ...params: SQLInputValue[]): number {
    return Number(this.db.prepare(sql).run(...params).lastInsertRowid);
  }

  /** Runs an update or delete; answers how many rows it changed (a guarded update changes 0 when refused). */
  change(sql: string, ...params: SQLInputValue[]): number {
    return Number(this.db.prepare(sql).run(...params).changes);
  }

  /** Whether `sql` selects anything. */
  exists(sql: string, ...params: SQLInputValue[]): boolean {
    return this.get(sql, ...params) !== undefined;
  }
}
