import { createRealtimeClient } from "@casino/api-client";
import type { RealtimeClient, RealtimeEventName, RealtimeEvents, RealtimeStatus } from "@casino/api-client";
import { io } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { loginAs, rawCall, settledDeposit, startTestServer } from "../testing/test-server.ts";

/** Resolves with the next `event` the client receives (parsed by the client's schema). */
function next<TEvent extends RealtimeEventName>(
  client: RealtimeClient,
  event: TEvent,
): Promise<RealtimeEvents[TEvent]> {
  return new Promise((resolve) => {
    const stop = client.on(event, (payload) => {
      stop();
      resolve(payload);
    });
  });
}

function status(client: RealtimeClient, wanted: RealtimeStatus): Promise<void> {
  return new Promise((resolve) => {
    const stop = client.onStatus((current) => {
      if (current !== wanted) return;
      stop();
      resolve();
    });
  });
}

describe("realtime: socket.io on the HTTP port, authenticated with the token", () => {
  let server: RunningServer;
  const clients: RealtimeClient[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(() => server.close());

  async function connect(email: string) {
    const session = await loginAs(server, email);
    const realtime = createRealtimeClient({
      url: server.url,
      getToken: () => session.token,
      transports: ["websocket"],
      reconnectionDelayMs: 50,
      reconnectionDelayMaxMs: 200,
    });
    clients.push(realtime);
    const firstBalance = next(realtime, "balance");
    realtime.connect();
    return { ...session, realtime, firstBalance: await firstBalance };
  }

  it("refuses a socket without a token or with a wrong one", async () => {
    for (const auth of [{}, { token: "forged" }]) {
      const socket = io(server.url, { auth, transports: ["websocket"], reconnection: false });
      const message = await new Promise<string>((resolve) =>
        socket.on("connect_error", (error) => resolve(error.message)),
      );
      socket.close();
      expect(message).toMatch(/TOKEN_REQUIRED|SESSION_EXPIRED/);
    }
  });

  it("sends the wallet on connect, then deposit with the new count and balance on a deposit", async () => {
    const { client, realtime, firstBalance } = await connect("kyc@demo.casino");
    expect(firstBalance).toEqual({ cash: 1200, nonCash: 0, total: 1200 });
    const deposit = next(realtime, "deposit");
    const balance = next(realtime, "balance");
    await settledDeposit(server, client, { paymentMethodId: 1, amount: 50, currencyCode: "EUR" });
    expect(await deposit).toMatchObject({ count: 4, amount: 50 });
    expect(await balance).toEqual({ cash: 1250, nonCash: 0, total: 1250 });
  });

  it("sends failedDeposit when a deposit fails", async () => {
    const { client, realtime } = await connect("depositor@demo.casino");
    const failed = next(realtime, "failedDeposit");
    await settledDeposit(server, client, { paymentMethodId: 1, amount: 50, currencyCode: "EUR" }, "decline");
    expect(await failed).toMatchObject({ errorCode: "TRANSACTION_FAILED", paymentMethod: "visa" });
  });

  it("sends betRefused for a stake over the bet limit; after Confirm Bonus Buy one bet skips the limit, the next does not", async () => {
    const { client, realtime, token } = await connect("depositor@demo.casino");
    await client.limits.setLimit({ type: "bet", maxBet: 5 });
    const buy = { amount: 20, gameSlug: "book-of-embers", bonusBuy: true };

    const refused = next(realtime, "betRefused");
    expect((await rawCall(server, "POST", "/api/game/bet", { token, body: buy })).status).toBe(422);
    expect(await refused).toEqual({
      errorCode: "MAX_BET_LIMIT_REACHED",
      gameSlug: "book-of-embers",
      amount: 20,
      bonusBuy: true,
    });

    await client.limits.excludeNextTransaction({ gameSlug: "book-of-embers" });
    expect((await rawCall(server, "POST", "/api/game/bet", { token, body: buy })).status).toBe(200);
    const refusedAgain = next(realtime, "betRefused");
    expect((await rawCall(server, "POST", "/api/game/bet", { token, body: buy })).status).toBe(422);
    expect(await refusedAgain).toMatchObject({ errorCode: "MAX_BET_LIMIT_REACHED" });
  });

  it("sends debit for a stake, credit for a win and globalCredit for rakeback", async () => {
    const { client, realtime, token, userId } = await connect("depositor@demo.casino");
    const debit = next(realtime, "debit");
    const credit = next(realtime, "credit");
    await rawCall(server, "POST", "/api/game/bet", { token, body: { amount: 2, winAmount: 5 } });
    expect(await debit).toMatchObject({ amount: 2, currencyCode: "EUR" });
    expect(await credit).toMatchObject({ amount: 5 });

    const day = (await client.rakeback.getRakebackDays({ userId })).data.find((entry) => entry.showButton === true);
    if (!day) throw new Error("a claimable day is seeded");
    const globalCredit = next(realtime, "globalCredit");
    await client.rakeback.claimRakeback({
      bonusId: 100,
      claimDate: day.dayDate,
      customerDate: server.context.clock.now().toISOString(),
      timeZone: "UTC",
    });
    expect((await globalCredit).amount).toBe(day.amount);
  });

  it("plays demo bets for connected players when the ticker runs", async () => {
    const { realtime } = await connect("bonus@demo.casino");
    const debit = next(realtime, "debit");
    const tick = await rawCall(server, "POST", "/__control/ticker/tick");
    expect(tick.body).toMatchObject({ data: { bets: 1 } });
    expect((await debit).amount).toBeGreaterThan(0);
  });

  it("reconnects after the server drops every socket", async () => {
    const { realtime } = await connect("crypto@demo.casino");
    const reconnected = status(realtime, "reconnected");
    await rawCall(server, "POST", "/__control/realtime/drop");
    await reconnected;
    expect(realtime.connected).toBe(true);
  });
});

describe("realtime authentication", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** Connects with `options` and answers the first balance, or the refusal's message. */
  function handshake(options: { auth?: Record<string, string>; query?: Record<string, string> }): Promise<string> {
    const socket = io(server.url, { ...options, transports: ["websocket"], reconnection: false });
    return new Promise<string>((resolve) => {
      socket.on("balance", () => {
        socket.close();
        resolve("connected");
      });
      socket.on("connect_error", (error) => {
        socket.close();
        resolve(error.message);
      });
    });
  }

  async function ticketFor(token: string): Promise<{ ticket: string; expiresInSeconds: number }> {
    const answer = await rawCall(server, "POST", "/api/user/socket-ticket", { token });
    expect(answer.status).toBe(200);
    return (answer.body as { data: { ticket: string; expiresInSeconds: number } }).data;
  }

  it("refuses the token in the address, where logs and referrers would keep it", async () => {
    const { token } = await loginAs(server, "depositor@demo.casino");
    expect(await handshake({ query: { token } })).toMatch(/TOKEN_REQUIRED/);
    expect(await handshake({ auth: { token } })).toBe("connected");
  });

  it("connects once with a ticket from the player's token, and refuses the same ticket again", async () => {
    const { token } = await loginAs(server, "kyc@demo.casino");
    const { ticket, expiresInSeconds } = await ticketFor(token);
    expect(expiresInSeconds).toBe(60);
    expect(ticket.length).toBeGreaterThanOrEqual(32);
    expect(await handshake({ auth: { ticket } })).toBe("connected");
    expect(await handshake({ auth: { ticket } })).toMatch(/TICKET_INVALID/);
  });

  it("refuses a ticket older than 60 seconds, and a ticket no one was given", async () => {
    const { token } = await loginAs(server, "crypto@demo.casino");
    const { ticket } = await ticketFor(token);
    const later = new Date(server.context.clock.now().getTime() + 61_000).toISOString();
    await rawCall(server, "POST", "/__control/time", { body: { now: later } });
    try {
      expect(await handshake({ auth: { ticket } })).toMatch(/TICKET_INVALID/);
      expect(await handshake({ auth: { ticket: "made-up-ticket-made-up-ticket-made-up" } })).toMatch(/TICKET_INVALID/);
    } finally {
      await rawCall(server, "DELETE", "/__control/time");
    }
  });

  it("closes a player's socket when the session it was opened with ends at logout", async () => {
    const { token } = await loginAs(server, "unverified@demo.casino");
    const { ticket } = await ticketFor(token);
    const socket = io(server.url, { auth: { ticket }, transports: ["websocket"], reconnection: false });
    await new Promise<void>((resolve) => socket.on("balance", () => resolve()));
    const closed = new Promise<string>((resolve) => socket.on("disconnect", (reason) => resolve(reason)));
    await rawCall(server, "POST", "/api/user/logout", { token, body: { reason: "USER_INITIATED" } });
    expect(await closed).toBe("io server disconnect");
    socket.close();
  });

  it("gives a ticket only for a valid token", async () => {
    expect(await rawCall(server, "POST", "/api/user/socket-ticket")).toMatchObject({
      status: 403,
      body: { errorCode: "TOKEN_REQUIRED" },
    });
  });
});
