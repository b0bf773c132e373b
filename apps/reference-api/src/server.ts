import { randomBytes } from "node:crypto";
import { createServer, Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { CHAT_RATE_LIMIT_MESSAGES, CHAT_RATE_WINDOW_MS } from "@casino/domain";
import { createAdaptorServer } from "@hono/node-server";
import { createApp } from "./app.ts";
import { Clock } from "./clock.ts";
import type { ReferenceApiConfig } from "./config.ts";
import { openDatabase } from "./db/open-database.ts";
import { Store } from "./db/store.ts";
import { FaultRegistry } from "./http/faults.ts";
import { RateLimiter } from "./http/rate-limiter.ts";
import { PasswordHasher } from "./players/password.ts";
import { attachRealtime } from "./realtime/attach-realtime.ts";
import { ChatPresence } from "./realtime/chat-presence.ts";
import { playDemoRound, startDemoTicker } from "./realtime/demo-ticker.ts";
import { RealtimeHub } from "./realtime/realtime-hub.ts";
import { SocketTickets } from "./realtime/socket-tickets.ts";
import { ensureSeeded } from "./seed/reset-database.ts";
import { demoPasswordHash } from "./seed/seed-database.ts";
import type { ServerContext } from "./server-context.ts";
import { emitBalance } from "./services/wallet.ts";

/** Failed logins allowed per address and per account within {@link LOGIN_WINDOW_MS}; the next try is refused. */
export const LOGIN_ATTEMPTS_PER_WINDOW = 10;
/** The window failed logins are counted in. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Event-log calls allowed per address within a minute. */
export const LOG_EVENTS_PER_MINUTE = 60;
/** Verification e-mails an address may ask for within {@link MAIL_WINDOW_MS}. */
export const VERIFICATION_MAILS_PER_ADDRESS = 10;
/** Verification e-mails one e-mail address may be sent within {@link MAIL_WINDOW_MS}. */
export const VERIFICATION_MAILS_PER_EMAIL = 3;
/** Credentials e-mails one account may send within {@link MAIL_WINDOW_MS}. */
export const CREDENTIALS_MAILS_PER_ACCOUNT = 3;
/** The window of the e-mail limits: an hour. */
export const MAIL_WINDOW_MS = 60 * 60_000;

/** A running reference API. */
export interface RunningServer {
  /** The port it listens on (the chosen one when configured with 0). */
  port: number;
  /** The address it listens on (`127.0.0.1` unless `HOST` says otherwise). */
  address: string;
  /** `http://<address>:<port>` (`localhost` when it listens on every interface). */
  url: string;
  /** The control token in force: the configured one, or the one made up at start (printed by `main.ts`). */
  controlToken: string;
  /** State, clock and hub, for tests that look behind the HTTP surface. */
  context: ServerContext;
  /** Stops the ticker, closes sockets, the HTTP server and the database. */
  close(): Promise<void>;
}

function urlHost(address: string): string {
  if (address === "0.0.0.0" || address === "::") return "localhost";
  return address.includes(":") ? `[${address}]` : address;
}

/**
 * Opens the database (seeding it on first start), and serves HTTP and socket.io on one port.
 */
export async function startServer(config: ReferenceApiConfig): Promise<RunningServer> {
  const store = new Store(openDatabase(config.databasePath));
  const clock = new Clock(config.clockStart);
  const passwords = new PasswordHasher(config.passwordHashCost);
  const context: ServerContext = {
    store,
    clock,
    config,
    faults: new FaultRegistry(),
    realtime: new RealtimeHub(),
    visitor: { location: { ...config.visitorLocation } },
    controlToken: config.controlToken ?? randomBytes(24).toString("base64url"),
    secret: randomBytes(32),
    passwords,
    demoPasswordHash: await demoPasswordHash(passwords),
    socketTickets: new SocketTickets(),
    chatPresence: new ChatPresence(),
    rateLimits: {
      loginByAddress: new RateLimiter(LOGIN_ATTEMPTS_PER_WINDOW, LOGIN_WINDOW_MS),
      loginByAccount: new RateLimiter(LOGIN_ATTEMPTS_PER_WINDOW, LOGIN_WINDOW_MS),
      logEventByAddress: new RateLimiter(LOG_EVENTS_PER_MINUTE, 60_000),
      verificationByAddress: new RateLimiter(VERIFICATION_MAILS_PER_ADDRESS, MAIL_WINDOW_MS),
      verificationByEmail: new RateLimiter(VERIFICATION_MAILS_PER_EMAIL, MAIL_WINDOW_MS),
      credentialsByAccount: new RateLimiter(CREDENTIALS_MAILS_PER_ACCOUNT, MAIL_WINDOW_MS),
      chatByPlayer: new RateLimiter(CHAT_RATE_LIMIT_MESSAGES, CHAT_RATE_WINDOW_MS),
    },
    idempotencyInFlight: new Map(),
  };
  ensureSeeded(store, clock.now(), context.demoPasswordHash);
  const app = createApp(context, { tick: () => playDemoRound(context) });
  const server = createAdaptorServer({ fetch: app.fetch, createServer });
  if (!(server instanceof HttpServer)) throw new Error("Expected a plain HTTP server");
  // Node closes a kept-alive connection after 5 s idle; a client that sends on it just then (a
  // proxy in front, a test's request context between two steps of a journey) gets ECONNRESET
  // instead of an answer. Keep idle connections longer than such clients do, as a server behind
  // a proxy should (docs/testing.md, "Idle connections to the reference API").
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const io = attachRealtime(server, context, (playerId) => emitBalance(context, playerId));
  context.realtime.attach(io);

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const stopTicker = startDemoTicker(context, config.tickerIntervalMs);
  const { port, address } = server.address() as AddressInfo;

  return {
    port,
    address,
    url: `http://${urlHost(address)}:${String(port)}`,
    controlToken: context.controlToken,
    context,
    close: async () => {
      stopTicker();
      // socket.io's close also closes the HTTP server it is attached to.
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      server.closeAllConnections();
      store.db.close();
    },
  };
}
