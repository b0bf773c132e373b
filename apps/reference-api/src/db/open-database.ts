import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { migrateExclusionDaysToInstants } from "./exclusion-instants.ts";
import { integer } from "./rows.ts";
import { SCHEMA_SQL, SCHEMA_VERSION, TABLES } from "./schema.ts";

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
  const versionRow = db.prepare("PRAGMA user_version").get();
  const version = versionRow ? integer(versionRow, "user_version") : 0;
  const hasTables = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'players'").get();
  // Layout 2 differs only in how an exclusion's end is written: its players are kept, their ends moved.
  if (hasTables && version === 2) migrateExclusionDaysToInstants(db);
  else if (hasTables && version !== SCHEMA_VERSION) {
    console.warn(`reference-api: ${path} has an older layout; rebuilding it from the seed`);
    db.exec("PRAGMA foreign_keys = OFF;");
    for (const table of TABLES) db.exec(`DROP TABLE IF EXISTS ${table}`);
    db.exec("PRAGMA foreign_keys = ON;");
  }
  db.exec(SCHEMA_SQL);
  db.exec(`PRAGMA user_version = ${String(SCHEMA_VERSION)}`);
  return db;
}
