import { createServer, Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { createApp } from "./app.ts";
import { Clock } from "./clock.ts";
import type { ReferenceApiConfig } from "./config.ts";
import { openDatabase } from "./db/open-database.ts";
import { Store } from "./db/store.ts";
import { FaultRegistry } from "./http/faults.ts";
import { attachRealtime } from "./realtime/attach-realtime.ts";
import { SocketTickets } from "./realtime/socket-tickets.ts";
import { playDemoRound, startDemoTicker } from "./realtime/demo-ticker.ts";
import { RealtimeHub } from "./realtime/realtime-hub.ts";
import { ensureSeeded } from "./seed/reset-database.ts";
import type { ServerContext } from "./server-context.ts";
import { emitBalance } from "./services/wallet.ts";

/** A running reference API. */
export interface RunningServer {
  /** The port it listens on (the chosen one when configured with 0). */
  port: number;
  /** `http://localhost:<port>`. */
  url: string;
  /** State, clock and hub, for tests that look behind the HTTP surface. */
  context: ServerContext;
  /** Stops the ticker, closes sockets, the HTTP server and the database. */
  close(): Promise<void>;
}

/**
 * Opens the database (seeding it on first start), and serves HTTP and socket.io on one port.
 */
export async function startServer(config: ReferenceApiConfig): Promise<RunningServer> {
  const store = new Store(openDatabase(config.databasePath));
  const clock = new Clock(config.clockStart);
  ensureSeeded(store, clock.now());
  const context: ServerContext = {
    store,
    clock,
    config,
    faults: new FaultRegistry(),
    realtime: new RealtimeHub(),
    socketTickets: new SocketTickets(),
    visitor: { location: { ...config.visitorLocation } },
  };
  const app = createApp(context, { tick: () => playDemoRound(context) });
  const server = createAdaptorServer({ fetch: app.fetch, createServer });
  if (!(server instanceof HttpServer)) throw new Error("Expected a plain HTTP server");
  const io = attachRealtime(server, context, (playerId) => emitBalance(context, playerId));
  context.realtime.attach(io);

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, () => resolve());
  });
  const stopTicker = startDemoTicker(context, config.tickerIntervalMs);
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    url: `http://localhost:${port}`,
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
