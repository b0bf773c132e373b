import type { Store } from "../db/store.ts";
import { CATALOG, seedDatabase } from "./seed-database.ts";

/** Seeds an empty database; leaves a seeded one alone (what a restart must do). */
export function ensureSeeded(store: Store, now: Date): boolean {
  if (store.catalog.has(CATALOG.seededAt)) return false;
  seedDatabase(store, now);
  return true;
}

/** Throws everything away and seeds again. */
export function resetDatabase(store: Store, now: Date): void {
  store.clear();
  seedDatabase(store, now);
}
