import { json } from "./rows.ts";
import type { Sql } from "./sql.ts";

/** Catalogue documents (settings, countries, promotions, texts, games...), kept whole because a brand edits them whole. */
export const CATALOG_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS catalog (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);`;

/** The brand's content and configuration: one JSON document per name. */
export class CatalogStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** Whether a document of this name is stored. */
  has(name: string): boolean {
    return this.#sql.exists("SELECT 1 AS found FROM catalog WHERE name = ?", name);
  }

  /** A document as it was stored; throws when it is missing (the database was not seeded). */
  get<T>(name: string): T {
    const value = this.find<T>(name);
    if (value === undefined) throw new Error(`Catalogue entry ${name} is missing: was the database seeded?`);
    return value;
  }

  /** A document, or `undefined` when there is none by that name. */
  find<T>(name: string): T | undefined {
    const row = this.#sql.get("SELECT value FROM catalog WHERE name = ?", name);
    return row ? json<T>(row, "value") : undefined;
  }

  /** Stores a document, replacing any of the same name. */
  set(name: string, value: unknown): void {
    this.#sql.run(
      "INSERT INTO catalog (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value",
      name,
      JSON.stringify(value),
    );
  }
}
