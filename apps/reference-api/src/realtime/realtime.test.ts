import { createRealtimeClient } from "@casino/api-client";
import type { RealtimeClient, RealtimeEventName, RealtimeEvents, RealtimeStatus } from "@casino/api-client";
import { io } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { loginAs, rawCall, startTestServer } from "../testing/test-server.ts";

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
    await client.payments.deposit({ paymentMethodId: 1, amount: 50, currencyCode: "EUR", outcome: "success" });
    expect(await deposit).toMatchObject({ count: 4, amount: 50 });
    expect(await balance).toEqual({ cash: 1250, nonCash: 0, total: 1250 });
  });

  it("sends failedDeposit when a deposit fails", async () => {
    const { client, realtime } = await connect("depositor@demo.casino");
    const failed = next(realtime, "failedDeposit");
    await client.payments.deposit({ paymentMethodId: 1, amount: 50, currencyCode: "EUR", outcome: "decline" });
    expect(await failed).toMatchObject({ errorCode: "TRANSACTION_FAILED", paymentMethod: "visa" });
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

  it("connects with a single-use ticket, fresh at every connect, and refuses a ticket used twice", async () => {
    const { client } = await loginAs(server, "depositor@demo.casino");
    const used: string[] = [];
    const realtime = createRealtimeClient({
      url: server.url,
      getAuth: async () => {
        const { ticket } = (await client.session.getSocketTicket()).data;
        used.push(ticket);
        return { ticket };
      },
      transports: ["websocket"],
      reconnectionDelayMs: 50,
      reconnectionDelayMaxMs: 200,
    });
    clients.push(realtime);
    const firstBalance = next(realtime, "balance");
    realtime.connect();
    expect((await firstBalance).total).toBeGreaterThan(0);

    const reconnected = status(realtime, "reconnected");
    await rawCall(server, "POST", "/__control/realtime/drop");
    await reconnected;
    expect(used).toHaveLength(2);
    expect(used[0]).not.toBe(used[1]);

    const replay = io(server.url, { auth: { ticket: used[0] }, transports: ["websocket"], reconnection: false });
    const message = await new Promise<string>((resolve) =>
      replay.on("connect_error", (error) => resolve(error.message)),
    );
    replay.close();
    expect(message).toMatch(/TICKET_INVALID/);
  });

  it("gives a ticket only to a signed-in player", async () => {
    const answer = await rawCall(server, "POST", "/api/user/socket-ticket");
    expect(answer.status).toBe(403);
  });

  it("reconnects after the server drops every socket", async () => {
    const { realtime } = await connect("crypto@demo.casino");
    const reconnected = status(realtime, "reconnected");
    await rawCall(server, "POST", "/__control/realtime/drop");
    await reconnected;
    expect(realtime.connected).toBe(true);
  });
});
