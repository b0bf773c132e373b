import type { Store } from "../db/store.ts";
import { CATALOG, seedDatabase } from "./seed-database.ts";

/** Seeds an empty database; leaves a seeded one alone (what a restart must do). `passwordHash`: the demo players' hash. */
export function ensureSeeded(store: Store, now: Date, passwordHash: string): boolean {
  if (store.catalog.has(CATALOG.seededAt)) return false;
  seedDatabase(store, now, passwordHash);
  return true;
}

/** Throws everything away and seeds again. `passwordHash`: the demo players' hash. */
export function resetDatabase(store: Store, now: Date, passwordHash: string): void {
  store.clear();
  seedDatabase(store, now, passwordHash);
}
