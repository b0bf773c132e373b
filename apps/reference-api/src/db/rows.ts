import type { SQLOutputValue } from "node:sqlite";

/** A row as `node:sqlite` returns it. */
export type Row = Record<string, SQLOutputValue>;

/** A text column; throws when the schema and the code disagree. */
export function text(row: Row, column: string): string {
  const value = row[column];
  if (typeof value !== "string") throw new Error(`Column ${column} is not text`);
  return value;
}

/** A nullable text column. */
export function textOrNull(row: Row, column: string): string | null {
  const value = row[column];
  return typeof value === "string" ? value : null;
}

/** A numeric column. */
export function integer(row: Row, column: string): number {
  const value = row[column];
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  throw new Error(`Column ${column} is not a number`);
}

/** A JSON text column, parsed. The store wrote it, so its shape is the caller's type. */
export function json<T>(row: Row, column: string): T {
  return JSON.parse(text(row, column)) as T;
}
