import { timingSafeEqual } from "node:crypto";
import { ACCESS_TOKEN_COOKIE_MAX_AGE_S, inactivityTimeoutMs } from "@casino/domain";
import type { Context } from "hono";
import { tokenHash, type SessionRecord } from "../db/session-store.ts";
import type { Player } from "../players/player.ts";
import type { ServerContext } from "../server-context.ts";
import { settingsOf } from "../services/catalog.ts";
import { ApiFailure } from "./api-failure.ts";

/** The header the brand's own servers send the system token in (the spec's "system-level access token"). */
export const SYSTEM_TOKEN_HEADER = "x-system-access-token";

/** The bearer token of a request: `Authorization`, else the duplicate `Authorization2` (`docs/features.md`, "Call conventions"). */
export function bearerToken(headers: { get(name: string): string | null | undefined }): string | undefined {
  for (const name of ["authorization", "authorization2"]) {
    const value = headers.get(name)?.trim();
    const match = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
    if (match?.[1] && match[1] !== "null" && match[1] !== "undefined") return match[1];
  }
  return undefined;
}

/** Whether two secrets are equal, taking as long whatever the first difference. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Why a session is over at `now`, or null while it is open: 30 days after login (the access
 * token cookie's lifetime), after the brand's inactivity timeout without a call, or once the
 * player's own session time limit has run out (a responsible-gambling limit, `docs/features.md`,
 * "Limits").
 */
function sessionEnded(ctx: ServerContext, session: SessionRecord, player: Player, now: Date): boolean {
  const started = Date.parse(session.createdAt);
  if (now.getTime() - started >= ACCESS_TOKEN_COOKIE_MAX_AGE_S * 1000) return true;
  if (now.getTime() - Date.parse(session.lastSeenAt) >= inactivityTimeoutMs(settingsOf(ctx).inactivitySessionTimeout))
    return true;
  const limit = ctx.store.limits.list(player.id).find((row) => row.kind === "session-time");
  return limit !== undefined && now.getTime() - started > limit.value * 60_000;
}

/**
 * The player and session of `token` while the session is open, counting this as a call (the idle
 * lifetime starts again); a session found over is ended, so the next call reads it as expired.
 */
export function openSession(ctx: ServerContext, token: string): { player: Player; session: SessionRecord } | undefined {
  return openSessionByHash(ctx, tokenHash(token));
}

/** {@link openSession} for a session known by its stored hash (a socket ticket's). */
export function openSessionByHash(
  ctx: ServerContext,
  hash: string,
): { player: Player; session: SessionRecord } | undefined {
  const found = ctx.store.sessions.find(hash);
  if (!found) return undefined;
  const now = ctx.clock.now();
  if (sessionEnded(ctx, found.session, found.player, now)) {
    ctx.store.sessions.end(found.session.tokenHash, now.toISOString());
    ctx.realtime.disconnectSessions([found.session.tokenHash]);
    return undefined;
  }
  ctx.store.sessions.touch(found.session.tokenHash, now.toISOString());
  return found;
}

/**
 * The only codes a 403 carries: the client reads any 403 as an expired session and signs the
 * player out (`docs/features.md`, "Session and sign-in"), so a business refusal is a 409 or 422
 * (`refusals.ts`), never a 403.
 */
export const SESSION_ERROR_CODES = ["TOKEN_REQUIRED", "SESSION_EXPIRED"] as const;

/** The signed-in player and session, or a 403 for a missing, unknown, logged-out or timed-out token. */
export function requireSession(c: Context, ctx: ServerContext): { player: Player; session: SessionRecord } {
  const token = bearerToken(c.req.raw.headers);
  if (!token)
    throw new ApiFailure(403, "TOKEN_REQUIRED", "This call needs an access token (Authorization: Bearer <token>)");
  const open = openSession(ctx, token);
  if (!open)
    throw new ApiFailure(403, "SESSION_EXPIRED", "The access token is unknown or the session has ended; log in again");
  return open;
}

/** The signed-in player, or a 403 for a missing, unknown, logged-out or timed-out token. */
export function requirePlayer(c: Context, ctx: ServerContext): Player {
  return requireSession(c, ctx).player;
}

/** The signed-in player when the request carries a valid token, else `undefined` (public calls). */
export function optionalPlayer(c: Context, ctx: ServerContext): Player | undefined {
  const token = bearerToken(c.req.raw.headers);
  return token ? openSession(ctx, token)?.player : undefined;
}

/** Whether the request carries the brand's system token (never true when none is configured). */
export function isSystemRequest(c: Context, ctx: ServerContext): boolean {
  const expected = ctx.config.systemToken;
  return expected !== undefined && sameSecret(c.req.header(SYSTEM_TOKEN_HEADER), expected);
}

/**
 * The player a `?user=` call is about (the spec's calendar-award and rakeback-days). The brand's
 * system token may name any player; otherwise the call needs the player's own token, and a
 * `?user=` naming someone else is answered as not found: the caller learns nothing about another
 * player, not even whether they exist (a 403 would also sign the caller out).
 */
export function subjectPlayer(c: Context, ctx: ServerContext): Player {
  const userParam = c.req.query("user")?.trim();
  if (userParam && isSystemRequest(c, ctx)) {
    const id = Number(userParam);
    const player = Number.isSafeInteger(id) ? ctx.store.players.byId(id) : undefined;
    if (!player) throw new ApiFailure(404, "NOT_FOUND", "No such player");
    return player;
  }
  const player = requirePlayer(c, ctx);
  if (userParam && userParam !== String(player.id)) throw new ApiFailure(404, "NOT_FOUND", "No such player");
  return player;
}
