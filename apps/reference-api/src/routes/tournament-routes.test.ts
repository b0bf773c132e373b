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
    expect(guest.rows.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
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

  it("adds the rounds real players bet in a running race's window to its board", async () => {
    const { token, client } = await loginAs(server, "reality@demo.casino");
    expect((await client.tournaments.leaderboard(1)).data.own).toBeNull();
    await rawCall(server, "POST", "/api/game/bet", { token, body: { amount: 40, gameSlug: "any-game" } });
    await rawCall(server, "POST", "/api/game/bet", { token, body: { amount: 10.5, winAmount: 30 } });
    const board = (await client.tournaments.leaderboard(1)).data;
    expect(board.own).toMatchObject({ rank: 9, wagered: 50.5, gamesPlayed: 2, isOwn: true });
    // An ended tournament's board is what it was when it ended.
    expect((await client.tournaments.leaderboard(3)).data.own).toBeNull();
  });

  it("adds a seeded entrant's new rounds to their seeded standing", async () => {
    const { token, client } = await loginAs(server, "ghost@demo.casino");
    await rawCall(server, "POST", "/api/game/bet", { token, body: { amount: 20 } });
    expect((await client.tournaments.leaderboard(1)).data.own).toMatchObject({
      rank: 7,
      wagered: 1270.5,
      gamesPlayed: 65,
    });
  });

  it("answers the player's statistics: rounds bet, won and lost, games played and the races they are in", async () => {
    const { token, client } = await loginAs(server, "stats@demo.casino");
    const before = (await client.user.getPlayerStats()).data;
    expect(before).toMatchObject({ totalBets: 12, wins: 5, losses: 7, gamesPlayed: 3 });
    expect(Date.parse(before.joinedOn)).toBeLessThan(clockStart.getTime());
    expect(before.latestRaces).toEqual([
      { id: 1, name: "Weekend Spin Race", date: expect.any(String) as string, position: 8 },
    ]);
    const bet = await rawCall(server, "POST", "/api/game/bet", {
      token,
      body: { amount: 90, winAmount: 1, gameSlug: "new-game" },
    });
    expect(bet.status).toBe(200);
    const after = (await client.user.getPlayerStats()).data;
    expect(after).toMatchObject({ totalBets: 13, wins: 6, losses: 7, gamesPlayed: 4 });
    const own = (await client.tournaments.leaderboard(1)).data.own;
    expect(own).toMatchObject({ wagered: 730.25, gamesPlayed: 42 });
    expect(after.latestRaces[0]?.position).toBe(own?.rank);
  });

  it("answers the statistics only to a signed-in player", async () => {
    expect(await rawCall(server, "GET", "/api/user/player-stats")).toMatchObject({ status: 403 });
  });
});
