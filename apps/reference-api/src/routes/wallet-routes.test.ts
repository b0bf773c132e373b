import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { loginAs, rawCall, startTestServer } from "../testing/test-server.ts";

describe("the wallet's figures and the profile's display fields over HTTP", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers balance, bonus balance, real money, the rollover with what is wagered of it, and deposit wagering", async () => {
    const { client } = await loginAs(server, "wallet@demo.casino");
    expect((await client.user.getWalletFigures()).data).toEqual({
      balance: 200,
      bonusBalance: 80,
      realMoney: 120,
      wager: 700,
      depositWager: 25,
      rollover: 2800,
      currencyCode: "EUR",
    });
  });

  it("answers zeros, and no rollover, for a new player without a bonus", async () => {
    const { client } = await loginAs(server, "new@demo.casino");
    expect((await client.user.getWalletFigures()).data).toMatchObject({
      balance: 0,
      bonusBalance: 0,
      realMoney: 0,
      wager: 0,
      depositWager: 0,
      rollover: 0,
    });
  });

  it("is refused without a session", async () => {
    expect(await rawCall(server, "GET", "/api/user/wallet")).toMatchObject({ status: 403 });
  });

  it("carries the profile's payment identities, the sign-in before this one and this session's IP", async () => {
    await loginAs(server, "wallet@demo.casino");
    const { client } = await loginAs(server, "wallet@demo.casino");
    const user = (await client.user.getUserDetails()).data.getUser;
    expect(user).toMatchObject({
      gender: "Female",
      nickname: "wanda",
      promoCode: "WELCOME150",
      cpfNumber: "123.456.789-09",
      upiId: "wanda@okbank",
      skrillEmail: "wanda.skrill@demo.casino",
    });
    expect(user.lastLogin).toEqual({
      created_at: expect.any(String),
      ip: user.currentIp,
      location: expect.any(String),
    });
    expect(user.currentIp).toMatch(/\d+\.\d+\.\d+\.\d+/);
  });
});
