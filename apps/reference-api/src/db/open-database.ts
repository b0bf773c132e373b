import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { SCHEMA_SQL } from "./schema.ts";

/** Whether `path` names the in-memory database rather than a file. */
export function isMemoryDatabase(path: string): boolean {
  return path === ":memory:";
}

/** Opens (creating folder, file and tables as needed) the SQLite database at `path`. */
export function openDatabase(path: string): DatabaseSync {
  if (!isMemoryDatabase(path)) mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true });
  // WAL keeps a reader (the reset command, a second start) from blocking on a writer.
  if (!isMemoryDatabase(path)) db.exec("PRAGMA journal_mode = WAL;");
  db.exec(SCHEMA_SQL);
  return db;
}
