import type { Context } from "hono";
import type { Player } from "../players/player.ts";
import type { ServerContext } from "../server-context.ts";
import { ApiFailure } from "./api-failure.ts";

/** The bearer token of a request: `Authorization`, else the duplicate `Authorization2` (spec 000 §7). */
export function bearerToken(headers: { get(name: string): string | null | undefined }): string | undefined {
  for (const name of ["authorization", "authorization2"]) {
    const value = headers.get(name)?.trim();
    const match = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
    if (match?.[1] && match[1] !== "null" && match[1] !== "undefined") return match[1];
  }
  return undefined;
}

/**
 * The player of `token`, ending the session when the player's session time limit has run out
 * (a responsible-gambling limit, 001 §3): the next call then reads as an expired session.
 */
function playerOfOpenSession(ctx: ServerContext, token: string): Player | undefined {
  const player = ctx.store.sessions.player(token);
  if (!player) return undefined;
  const limit = ctx.store.limits.list(player.id).find((row) => row.kind === "session-time");
  const started = ctx.store.sessions.startedAt(token);
  if (limit && started && ctx.clock.now().getTime() - Date.parse(started) > limit.value * 60_000) {
    ctx.store.sessions.close(token);
    return undefined;
  }
  return player;
}

/**
 * The signed-in player, or a 403: the spec treats 403 as "session expired" (000 §4, §8), which is
 * what a missing, unknown, logged-out or timed-out token is.
 */
export function requirePlayer(c: Context, ctx: ServerContext): Player {
  const token = bearerToken(c.req.raw.headers);
  if (!token)
    throw new ApiFailure(403, "TOKEN_REQUIRED", "This call needs an access token (Authorization: Bearer <token>)");
  const player = playerOfOpenSession(ctx, token);
  if (!player)
    throw new ApiFailure(403, "SESSION_EXPIRED", "The access token is unknown or the session has ended; log in again");
  return player;
}

/** The signed-in player when the request carries a valid token, else `undefined` (public calls). */
export function optionalPlayer(c: Context, ctx: ServerContext): Player | undefined {
  const token = bearerToken(c.req.raw.headers);
  return token ? playerOfOpenSession(ctx, token) : undefined;
}
