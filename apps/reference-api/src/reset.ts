import { Clock } from "./clock.ts";
import { readConfig } from "./config.ts";
import { openDatabase } from "./db/open-database.ts";
import { Store } from "./db/store.ts";
import { PasswordHasher } from "./players/password.ts";
import { resetDatabase } from "./seed/reset-database.ts";
import { demoPasswordHash } from "./seed/seed-database.ts";

// `pnpm --filter reference-api reset`: the database back to the seed (stop the server first).
const config = readConfig(process.env);
const store = new Store(openDatabase(config.databasePath));
resetDatabase(
  store,
  new Clock(config.clockStart).now(),
  await demoPasswordHash(new PasswordHasher(config.passwordHashCost)),
);
store.db.close();
console.info(`reference-api: ${config.databasePath} reset to the seed`);
