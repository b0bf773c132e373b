import type { Context } from "hono";
import type { Player } from "../players/player.ts";
import type { ServerContext } from "../server-context.ts";
import { ApiFailure } from "./api-failure.ts";

/** The bearer token of a request: `Authorization`, else the duplicate `Authorization2` (`docs/features.md`, "Call conventions"). */
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
 * (a responsible-gambling limit, `docs/features.md`, "Limits"): the next call then reads as an
 * expired session.
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
 * The only codes a 403 carries: the client reads any 403 as an expired session and signs the
 * player out (`docs/features.md`, "Session and sign-in"), so a business refusal is a 409 or 422
 * (`refusals.ts`), never a 403.
 */
export const SESSION_ERROR_CODES = ["TOKEN_REQUIRED", "SESSION_EXPIRED"] as const;

/** The signed-in player, or a 403 for a missing, unknown, logged-out or timed-out token. */
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
