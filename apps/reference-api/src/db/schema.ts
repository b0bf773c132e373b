/**
 * The reference API's tables. Catalogue data (settings, countries, bonuses, texts...) is kept as JSON
 * documents because a brand edits it as a whole; what a player changes lives in its own rows.
 * Money columns hold integer units of 1e-8 (see `money.ts`) so sums never drift.
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS catalog (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS players (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  profile TEXT NOT NULL,
  cash INTEGER NOT NULL DEFAULT 0,
  non_cash INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  token TEXT PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  ip TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  amount INTEGER NOT NULL,
  status TEXT NOT NULL,
  method TEXT,
  data TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS rakeback_claims (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  day_date TEXT NOT NULL,
  amount INTEGER NOT NULL,
  paid_at TEXT NOT NULL,
  PRIMARY KEY (player_id, day_date)
);
CREATE TABLE IF NOT EXISTS player_bonuses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  bonus_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  amount INTEGER NOT NULL,
  wager_left INTEGER NOT NULL,
  wagered INTEGER NOT NULL DEFAULT 0,
  free_spins_left INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS limits (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  period INTEGER NOT NULL,
  value REAL NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (player_id, kind, period)
);
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
);
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER,
  event TEXT NOT NULL,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;

/** Every table, children first, for the reset command. */
export const TABLES = [
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
