import type { Server as HttpServer } from "node:http";
import { Server } from "socket.io";
import { openSession, openSessionByHash } from "../http/auth.ts";
import type { ServerContext } from "../server-context.ts";
import { CHAT_NAMESPACE, playerRoom } from "./realtime-hub.ts";

/** A handshake's `auth` entry, when it is a non-empty string. */
function authEntry(auth: Record<string, unknown>, name: "token" | "ticket"): string | undefined {
  const value = auth[name];
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * Who a socket connects as, from its handshake's `auth` only, never the address (which logs and
 * referrers keep): a single-use ticket (`POST /api/user/socket-ticket`, for a browser that never
 * holds the token), or the token itself (a server-side client). Answers the player and session,
 * or the refusal's message.
 */
function handshakeSession(
  ctx: ServerContext,
  auth: Record<string, unknown>,
): { playerId: number; sessionHash: string } | string {
  const ticket = authEntry(auth, "ticket");
  if (ticket !== undefined) {
    const redeemed = ctx.socketTickets.redeem(ticket, ctx.clock.now());
    // The session the ticket came from must still be open.
    if (!redeemed || !openSessionByHash(ctx, redeemed.sessionHash))
      return "TICKET_INVALID: the ticket is unknown, used or expired, or its session has ended; ask for a new one";
    return redeemed;
  }
  const token = authEntry(auth, "token")?.replace(/^Bearer\s+/i, "");
  if (token === undefined) return "TOKEN_REQUIRED: connect with auth { ticket } or auth { token }";
  const open = openSession(ctx, token);
  return open
    ? { playerId: open.player.id, sessionHash: open.session.tokenHash }
    : "SESSION_EXPIRED: unknown or ended access token";
}

/**
 * socket.io on the HTTP server's own port: a realtime connection authenticated in its handshake
 * (`docs/features.md`, "Call conventions"). A socket without a valid ticket or token is refused;
 * a valid one joins its player's room, remembers its session (closed when the session ends) and
 * gets the wallet at once so the client starts from fresh figures. The live chat's namespace,
 * `/chat`, takes any socket without credentials: visitors read the chat too, and nothing is sent
 * over it but the chat's public events (a player writes through the HTTP calls).
 */
export function attachRealtime(
  httpServer: HttpServer,
  ctx: ServerContext,
  onConnect: (playerId: number) => void,
): Server {
  const io = new Server(httpServer, { cors: { origin: ctx.config.corsOrigins, credentials: true } });
  io.use((socket, next) => {
    const session = handshakeSession(ctx, socket.handshake.auth);
    if (typeof session === "string") {
      next(new Error(session));
      return;
    }
    socket.data.playerId = session.playerId;
    socket.data.sessionHash = session.sessionHash;
    next();
  });
  // Created here so its sockets are accepted; its events come from the hub's emitChat.
  io.of(CHAT_NAMESPACE);
  io.on("connection", (socket) => {
    const playerId = Number(socket.data.playerId);
    void socket.join(playerRoom(playerId));
    onConnect(playerId);
  });
  return io;
}
