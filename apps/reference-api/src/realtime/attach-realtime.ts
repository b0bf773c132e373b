import type { Server as HttpServer } from "node:http";
import { Server } from "socket.io";
import { bearerToken } from "../http/auth.ts";
import type { ServerContext } from "../server-context.ts";
import { playerRoom } from "./realtime-hub.ts";

/** The token a socket connects with: `auth.token`, `?token=`, or an Authorization header. */
function handshakeToken(handshake: {
  auth: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}): string | undefined {
  const fromAuth = handshake.auth.token;
  if (typeof fromAuth === "string" && fromAuth !== "") return fromAuth.replace(/^Bearer\s+/i, "");
  const fromQuery = handshake.query.token;
  if (typeof fromQuery === "string" && fromQuery !== "") return fromQuery;
  return bearerToken({
    get: (name) => {
      const value = handshake.headers[name];
      return Array.isArray(value) ? value[0] : value;
    },
  });
}

/**
 * socket.io on the HTTP server's own port: a realtime connection authenticated with a single-use
 * ticket (`auth.ticket`, from `POST /api/user/socket-ticket`, for a browser that never holds the
 * token) or the token (`docs/features.md`, "Call conventions"). A socket without a valid one is
 * refused; a valid one joins its player's room and gets the wallet at once so the client starts
 * from fresh figures.
 */
export function attachRealtime(
  httpServer: HttpServer,
  ctx: ServerContext,
  onConnect: (playerId: number) => void,
): Server {
  const io = new Server(httpServer, { cors: { origin: ctx.config.corsOrigins, credentials: true } });
  io.use((socket, next) => {
    const ticket: unknown = socket.handshake.auth.ticket;
    if (typeof ticket === "string" && ticket !== "") {
      const playerId = ctx.socketTickets.redeem(ticket, ctx.clock.now());
      if (playerId === undefined) {
        next(new Error("TICKET_INVALID: the ticket is unknown, used or expired; ask for a new one"));
        return;
      }
      socket.data.playerId = playerId;
      next();
      return;
    }
    const token = handshakeToken(socket.handshake);
    const player = token ? ctx.store.sessions.player(token) : undefined;
    if (!player) {
      next(
        new Error(
          token
            ? "SESSION_EXPIRED: unknown or ended access token"
            : "TOKEN_REQUIRED: connect with auth { ticket } or auth { token }",
        ),
      );
      return;
    }
    socket.data.playerId = player.id;
    next();
  });
  io.on("connection", (socket) => {
    const playerId = Number(socket.data.playerId);
    void socket.join(playerRoom(playerId));
    onConnect(playerId);
  });
  return io;
}
