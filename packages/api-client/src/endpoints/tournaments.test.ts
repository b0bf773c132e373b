import { describe, expect, it } from "vitest";
import { setUpClientUnderTest } from "../test-support/client-under-test";
import { sendJson } from "../test-support/test-server";

const { server, client, last } = setUpClientUnderTest();

describe("tournament calls", () => {
  it("lists the tournaments with their windows and prizes", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, {
        success: true,
        data: {
          rows: [
            {
              id: 1,
              name: "Weekend Spin Race",
              startsAt: "2026-11-22T12:00:00Z",
              endsAt: "2026-11-25T17:00:00Z",
              prizePool: "5000",
            },
          ],
        },
      });
    });
    const { rows } = (await client().tournaments.list()).data;
    expect(rows[0]).toMatchObject({ name: "Weekend Spin Race", prizePool: 5000 });
    expect(last().url.pathname).toBe("/api/admin/get-tournaments");
  });

  it("asks for a tournament's leaderboard and reads a ghost's hidden name as null", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, {
        success: true,
        data: {
          rows: [{ rank: 1, user: null, wagered: 100, gamesPlayed: 3, prize: 50, isOwn: true }],
          own: { rank: 1, user: null, wagered: 100, gamesPlayed: 3, prize: 50, isOwn: true },
        },
      });
    });
    const board = (await client().tournaments.leaderboard(1)).data;
    expect(board.own?.rank).toBe(1);
    expect(board.rows[0]?.user).toBeNull();
    expect(last().url.pathname + last().url.search).toBe("/api/admin/get-tournament-leaderboard?tournamentId=1");
  });
});
