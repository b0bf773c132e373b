import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "socket.io";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SLOW_MACHINE } from "../test-support/test-server";
import { createRealtimeClient, type RealtimeClient, type RealtimeStatus } from "./realtime-client";

type Running = { io: Server; http: HttpServer; tokens: string[] };

/** A real socket.io server that accepts only tokens (or tickets) starting with "tok" and records them. */
async function startSocketServer(port = 0, tokens: string[] = []): Promise<Running & { port: number }> {
  const http = createServer();
  const io = new Server(http);
  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown; ticket?: unknown };
    const token = auth.token ?? auth.ticket;
    if (typeof token === "string" && token.startsWith("tok")) {
      tokens.push(token);
      next();
    } else {
      next(new Error("unauthorized"));
    }
  });
  // A restart takes the port it had; should another process hold it by then, say so rather than hang.
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(port, "127.0.0.1", resolve);
  });
  return { io, http, tokens, port: (http.address() as AddressInfo).port };
}

/** Stops the server the way a restart does: connections drop, no polite goodbye to clients. */
async function stop(running: Running): Promise<void> {
  running.http.closeAllConnections();
  await new Promise<void>((resolve) => {
    void running.io.close(() => resolve());
  });
}

function nextStatus(client: RealtimeClient, wanted: RealtimeStatus): Promise<void> {
  return new Promise((resolve) => {
    const stopListening = client.onStatus((status) => {
      if (status === wanted) {
        stopListening();
        resolve();
      }
    });
  });
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("createRealtimeClient", () => {
  it("authenticates with the token and delivers every typed event", async () => {
    const server = await startSocketServer();
    cleanups.push(() => stop(server));
    const client = createRealtimeClient({ url: `http://127.0.0.1:${String(server.port)}`, getToken: () => "tok-1" });
    cleanups.push(() => {
      client.close();
    });

    const received: unknown[] = [];
    client.on("debit", (event) => received.push(["debit", event.amount]));
    client.on("credit", (event) => received.push(["credit", event.amount]));
    client.on("globalCredit", (event) => received.push(["globalCredit", event.amount]));
    client.on("deposit", (event) => received.push(["deposit", event.count]));
    client.on("failedDeposit", (event) => received.push(["failedDeposit", event.errorCode]));
    client.on("balance", (event) => received.push(["balance", event.cash, event.nonCash, event.total]));
    const connected = nextStatus(client, "connected");
    client.connect();
    await connected;

    expect(server.tokens).toEqual(["tok-1"]);
    server.io.emit("debit", { amount: 2 });
    server.io.emit("credit", { amount: "1.50" });
    server.io.emit("globalCredit", { amount: 5 });
    server.io.emit("deposit", { count: 1 });
    server.io.emit("failedDeposit", { errorCode: "PROVIDER_ERROR" });
    server.io.emit("balance", { cash: 10, nonCash: 2, total: 12 });
    await vi.waitFor(() => {
      expect(received).toHaveLength(6);
    }, SLOW_MACHINE);

    expect(received).toEqual([
      ["debit", 2],
      ["credit", 1.5],
      ["globalCredit", 5],
      ["deposit", 1],
      ["failedDeposit", "PROVIDER_ERROR"],
      ["balance", 10, 2, 12],
    ]);
  });

  it("drops a payload that does not fit its event with a warning", async () => {
    const server = await startSocketServer();
    cleanups.push(() => stop(server));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    cleanups.push(() => {
      warn.mockRestore();
    });
    const client = createRealtimeClient({ url: `http://127.0.0.1:${String(server.port)}`, getToken: () => "tok" });
    cleanups.push(() => {
      client.close();
    });
    const balances: number[] = [];
    client.on("balance", (event) => balances.push(event.total));
    const connected = nextStatus(client, "connected");
    client.connect();
    await connected;

    server.io.emit("balance", { cash: "a lot" });
    server.io.emit("balance", { cash: 1, nonCash: 0, total: 1 });
    await vi.waitFor(() => {
      expect(balances).toEqual([1]);
    }, SLOW_MACHINE);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("reconnects after the server restarts, reading the token afresh", async () => {
    const first = await startSocketServer();
    const tokens = first.tokens;
    let token = "tok-old";
    const client = createRealtimeClient({
      url: `http://127.0.0.1:${String(first.port)}`,
      getToken: async () => token,
      transports: ["websocket"],
      reconnectionDelayMs: 50,
      reconnectionDelayMaxMs: 200,
    });
    cleanups.push(() => {
      client.close();
    });
    const connected = nextStatus(client, "connected");
    client.connect();
    await connected;

    const disconnected = nextStatus(client, "disconnected");
    await stop(first);
    await disconnected;
    expect(client.connected).toBe(false);

    token = "tok-new";
    const reconnected = nextStatus(client, "reconnected");
    const second = await startSocketServer(first.port, tokens);
    cleanups.push(() => stop(second));
    await reconnected;

    expect(client.connected).toBe(true);
    expect(tokens).toEqual(["tok-old", "tok-new"]);
    const balances: number[] = [];
    client.on("balance", (event) => balances.push(event.total));
    second.io.emit("balance", { cash: 3, nonCash: 0, total: 3 });
    await vi.waitFor(() => {
      expect(balances).toEqual([3]);
    }, SLOW_MACHINE);
  });

  it("asks for fresh credentials from getAuth at every connect, a new ticket after a restart", async () => {
    const first = await startSocketServer();
    const tickets = first.tokens;
    let issued = 0;
    const client = createRealtimeClient({
      url: `http://127.0.0.1:${String(first.port)}`,
      getAuth: async () => {
        issued += 1;
        return { ticket: `tok-ticket-${String(issued)}` };
      },
      transports: ["websocket"],
      reconnectionDelayMs: 50,
      reconnectionDelayMaxMs: 200,
    });
    cleanups.push(() => {
      client.close();
    });
    const connected = nextStatus(client, "connected");
    client.connect();
    await connected;

    const disconnected = nextStatus(client, "disconnected");
    await stop(first);
    await disconnected;
    const reconnected = nextStatus(client, "reconnected");
    const second = await startSocketServer(first.port, tickets);
    cleanups.push(() => stop(second));
    await reconnected;

    expect(tickets.slice(0, 1)).toEqual(["tok-ticket-1"]);
    expect(tickets.at(-1)).toBe(`tok-ticket-${String(issued)}`);
    expect(new Set(tickets).size).toBe(tickets.length);
  });

  it("connects without credentials when getAuth fails, and reports the refusal", async () => {
    const server = await startSocketServer();
    cleanups.push(() => stop(server));
    const client = createRealtimeClient({
      url: `http://127.0.0.1:${String(server.port)}`,
      getAuth: () => Promise.reject(new Error("no ticket")),
    });
    cleanups.push(() => {
      client.close();
    });
    const disconnected = nextStatus(client, "disconnected");
    client.connect();
    await disconnected;
    expect(server.tokens).toEqual([]);
  });

  it("reports a refused token as disconnected", async () => {
    const server = await startSocketServer();
    cleanups.push(() => stop(server));
    const client = createRealtimeClient({ url: `http://127.0.0.1:${String(server.port)}`, getToken: () => "expired" });
    cleanups.push(() => {
      client.close();
    });
    const disconnected = nextStatus(client, "disconnected");
    client.connect();
    await disconnected;
    expect(client.connected).toBe(false);
    expect(server.tokens).toEqual([]);
  });

  it("closes cleanly on logout: disconnected, no reconnect, no more events", async () => {
    const server = await startSocketServer();
    cleanups.push(() => stop(server));
    const client = createRealtimeClient({
      url: `http://127.0.0.1:${String(server.port)}`,
      getToken: () => "tok",
      reconnectionDelayMs: 20,
    });
    const balances: number[] = [];
    client.on("balance", (event) => balances.push(event.total));
    const connected = nextStatus(client, "connected");
    client.connect();
    await connected;

    client.close();
    await vi.waitFor(() => {
      expect(server.io.sockets.sockets.size).toBe(0);
    }, SLOW_MACHINE);
    server.io.emit("balance", { cash: 1, nonCash: 0, total: 1 });
    client.connect();
    await new Promise((resolve) => setTimeout(resolve, 150));

    expect(client.connected).toBe(false);
    expect(server.tokens).toHaveLength(1);
    expect(balances).toEqual([]);
  });
});
