import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/open-database.ts";
import { Store } from "./db/store.ts";
import { resetDatabase } from "./seed/reset-database.ts";
import { DEMO_PASSWORD } from "./seed/players.ts";
import { SEED_PLAYERS } from "./seed/players.ts";
import { clientFor, loginAs, settledDeposit, startTestServer, TEST_CLOCK_START } from "./testing/test-server.ts";

describe("a file database across restarts", () => {
  const folder = mkdtempSync(join(tmpdir(), "reference-api-"));
  const databasePath = join(folder, "nested", "reference-api.sqlite");
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("seeds on first start, keeps what players did across a restart, and resets to the seed", async () => {
    const first = await startTestServer({ databasePath });
    const signUp = await clientFor(first).session.signUp({
      email: "keeper@example.com",
      password: "Secret1!",
      dateOfBirth: "1990-01-01",
      countryCode: "MT",
    });
    const { client } = await loginAs(first, "kyc@demo.casino");
    await settledDeposit(first, client, { paymentMethodId: 1, amount: 75, currencyCode: "EUR" });
    await client.limits.setLimit({ type: "loss", period: 1, amount: 300 });
    await first.close();

    const second = await startTestServer({ databasePath });
    try {
      // The old token still works: sessions are state too.
      const sameSession = clientFor(second, signUp.accessToken ?? "");
      expect((await sameSession.user.getUserDetails()).data.getUser.email).toBe("keeper@example.com");
      const { client: again } = await loginAs(second, "kyc@demo.casino");
      const details = (await again.user.getUserDetails()).data;
      expect(details.depositCount).toBe(4);
      expect(details.userWallet?.amount).toBe(1275);
      expect((await again.limits.getLimits()).data.limits).toContainEqual(
        expect.objectContaining({ type: "loss", period: 1, amount: 300 }),
      );
      expect(second.context.store.players.all()).toHaveLength(SEED_PLAYERS.length + 1);
    } finally {
      await second.close();
    }

    // What `pnpm --filter reference-api reset` does, on the same file.
    const store = new Store(openDatabase(databasePath));
    resetDatabase(store, TEST_CLOCK_START, second.context.demoPasswordHash);
    expect(store.players.byEmail("keeper@example.com")).toBeUndefined();
    expect(store.players.all().map((player) => player.email)).toEqual(SEED_PLAYERS.map((player) => player.email));
    store.db.close();
  });

  it("keeps the players of a layout-2 file and moves each exclusion's last day to the instant that day ended", async () => {
    const path = join(folder, "layout-2.sqlite");
    await (await startTestServer({ databasePath: path })).close();
    const old = new DatabaseSync(path);
    const row = old.prepare("SELECT profile FROM players WHERE email = 'excluded@demo.casino'").get();
    const profile = JSON.parse(String(row?.profile)) as { userLimit: { selfExclusion: string } };
    profile.userLimit.selfExclusion = "2027-05-21";
    old.prepare("UPDATE players SET profile = ? WHERE email = 'excluded@demo.casino'").run(JSON.stringify(profile));
    old.exec("PRAGMA user_version = 2");
    old.close();

    const server = await startTestServer({ databasePath: path });
    try {
      const { client } = await loginAs(server, "excluded@demo.casino");
      // Layout 2's days held through their end in UTC: the instant kept is the next day's start.
      expect((await client.user.getUserDetails()).data.getUser.userLimit?.selfExclusion).toBe(
        "2027-05-22T00:00:00.000Z",
      );
    } finally {
      await server.close();
    }
  });

  it("rebuilds a file of an older layout from the seed instead of reading its money in the wrong units", async () => {
    const oldPath = join(folder, "old.sqlite");
    const old = new DatabaseSync(oldPath);
    old.exec(
      "CREATE TABLE players (id INTEGER PRIMARY KEY, email TEXT, password_hash TEXT, profile TEXT, cash INTEGER, non_cash INTEGER, created_at TEXT);",
    );
    old.exec("INSERT INTO players VALUES (1, 'kyc@demo.casino', 'salt:hash', '{}', 120000000000, 0, '2026-01-01');");
    old.close();
    const server = await startTestServer({ databasePath: oldPath });
    try {
      const { client } = await loginAs(server, "kyc@demo.casino");
      expect((await client.user.getUserDetails()).data.userWallet?.amount).toBe(1200);
      expect(await server.context.passwords.verify(DEMO_PASSWORD, server.context.demoPasswordHash)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
