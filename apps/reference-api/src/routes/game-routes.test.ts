import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { interleavedCalls, loginAs, rawCall, startTestServer } from "../testing/test-server.ts";

describe("the stand-in game round", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("plays two concurrent bets of the whole balance once, never leaving the wallet below zero", async () => {
    const { client, token } = await loginAs(server, "duplicate@demo.casino");
    expect((await client.user.getUserDetails()).data.userWallet?.amount).toBe(30);
    const bet = { method: "POST", path: "/api/game/bet", token, body: { amount: 30 } };
    const statuses = await interleavedCalls(server, [bet, bet]);
    expect(statuses.sort()).toEqual([200, 409]);
    expect((await client.user.getUserDetails()).data.userWallet).toMatchObject({ amount: 0, nonCashAmount: 0 });
  });
});

describe("the stand-in game round without the control switch", () => {
  it("does not exist, so no player can name their own win", async () => {
    const server = await startTestServer({ controlEnabled: false });
    try {
      const { client, token } = await loginAs(server, "depositor@demo.casino");
      const answer = await rawCall(server, "POST", "/api/game/bet", { token, body: { amount: 1, winAmount: 100_000 } });
      expect(answer.status).toBe(404);
      expect((await client.user.getUserDetails()).data.userWallet?.amount).toBe(250);
    } finally {
      await server.close();
    }
  });
});
