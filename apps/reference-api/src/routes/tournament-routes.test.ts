import { tournamentState } from "@casino/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { clientFor, loginAs, rawCall, startTestServer } from "../testing/test-server.ts";

const clockStart = new Date("2026-11-23T12:00:00.000Z");

describe("tournaments and races over HTTP, through the client", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ clockStart });
  });
  afterAll(() => server.close());

  it("lists a running race, an upcoming tournament and an ended one", async () => {
    const { rows } = (await clientFor(server).tournaments.list()).data;
    expect(rows.map((row) => [row.name, tournamentState(row, clockStart)])).toEqual([
      ["Weekend Spin Race", "running"],
      ["Megaways Masters", "upcoming"],
      ["Autumn Jackpot Cup", "ended"],
    ]);
  });

  it("ranks the leaderboard by wagering with the top prizes, and marks the asking player's own row", async () => {
    const guest = (await clientFor(server).tournaments.leaderboard(1)).data;
    expect(guest.rows.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(guest.rows[0]).toMatchObject({ user: "LuckyLeo", wagered: 18420.5, gamesPlayed: 812, prize: 1625 });
    expect(guest.rows[5]?.prize).toBeNull();
    expect(guest.own).toBeNull();
    expect(guest.rows.some((row) => row.isOwn)).toBe(false);

    const { client } = await loginAs(server, "depositor@demo.casino");
    const board = (await client.tournaments.leaderboard(1)).data;
    expect(board.own).toMatchObject({ rank: 4, isOwn: true, wagered: 7340 });
    expect(board.rows.filter((row) => row.isOwn).map((row) => row.rank)).toEqual([4]);
  });

  it("leaves a player in ghost mode on the board without a name, and names them again once it is off", async () => {
    const { client } = await loginAs(server, "ghost@demo.casino");
    const named = (await client.tournaments.leaderboard(1)).data;
    expect(named.own).toMatchObject({ rank: 7, user: "Gus G.", isOwn: true });
    await client.limits.setLimit({ type: "ghost-mode", enabled: true });
    const ghost = await clientFor(server).tournaments.leaderboard(1);
    expect(ghost.data.rows[6]).toMatchObject({ rank: 7, user: null, wagered: 1250.5 });
    await client.limits.setLimit({ type: "ghost-mode", enabled: false });
    expect((await clientFor(server).tournaments.leaderboard(1)).data.rows[6]?.user).toBe("Gus G.");
  });

  it("answers 404 for a tournament it does not know and 400 without one", async () => {
    expect(await rawCall(server, "GET", "/api/admin/get-tournament-leaderboard?tournamentId=99")).toMatchObject({
      status: 404,
    });
    expect(await rawCall(server, "GET", "/api/admin/get-tournament-leaderboard")).toMatchObject({
      status: 400,
      body: { errorCode: "VALIDATION_ERROR" },
    });
  });
});
