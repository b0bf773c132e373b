import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { ServerContext } from "../server-context.ts";
import { ApiFailure } from "./api-failure.ts";
import type { IdempotentAnswer } from "../db/idempotency-store.ts";
import type { AppEnv } from "./app-env.ts";
import { requirePlayer } from "./auth.ts";
import { unprocessable } from "./refusals.ts";

/** The request header (`@casino/api-client`'s `IDEMPOTENCY_KEY_HEADER`). */
const KEY_HEADER = "idempotency-key";
/** The answer header that says an answer is the stored first one. */
export const REPLAYED_HEADER = "Idempotent-Replayed";
/** How long a key is remembered. */
const KEY_LIFETIME_MS = 24 * 60 * 60_000;
const KEY_MAX_LENGTH = 255;
/** Most visitor keys a route keeps: past it the oldest is forgotten, so a flood of keys cannot fill memory. */
export const VISITOR_KEYS_MAX = 1000;
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

function readKey(value: string): string {
  const key = value.trim();
  if (key === "" || key.length > KEY_MAX_LENGTH || !PRINTABLE_ASCII.test(key))
    throw new ApiFailure(400, "VALIDATION_ERROR", "Idempotency-Key must be 1 to 255 printable characters", {
      issues: [{ field: "Idempotency-Key", message: "form.validation.invalid.format" }],
    });
  return key;
}

/** What makes two requests the same attempt: method, path, query and body. */
function fingerprintOf(method: string, url: URL, body: string): string {
  const query = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
  return createHash("sha256")
    .update(`${method} ${url.pathname}?${new URLSearchParams(query).toString()}\n${body}`)
    .digest("hex");
}

/**
 * Makes a money call idempotent per player and `Idempotency-Key` (see the README, "Idempotency"):
 * the first answer (any but a 5xx, which the client may retry) is stored with the key and replayed
 * for every repeat, with `Idempotent-Replayed: true`; the same key with another request is
 * `422 IDEMPOTENCY_KEY_REUSED`; a repeat that arrives while the first is under way waits for its
 * answer. A call without the header is simply run. With `visitor`, the call is a visitor's
 * (sign-up: there is no player yet) and its keys are kept for visitors as one; the keys are random,
 * and a key sent again with another request is refused, so no visitor ever gets another's answer.
 */
export function idempotent(
  ctx: ServerContext,
  options: { visitor?: boolean; maxVisitorKeys?: number } = {},
): MiddlewareHandler<AppEnv> {
  const maxVisitorKeys = options.maxVisitorKeys ?? VISITOR_KEYS_MAX;
  // Visitors have no row to keep keys under: their answers are kept here, for this route, a day.
  const visitorAnswers = new Map<string, IdempotentAnswer & { at: string }>();
  return async (c, next) => {
    const header = c.req.header(KEY_HEADER);
    if (header === undefined) return next();
    const key = readKey(header);
    const playerId = options.visitor === true ? null : requirePlayer(c, ctx).id;
    const answers = {
      find: (): IdempotentAnswer | undefined =>
        playerId === null ? visitorAnswers.get(key) : ctx.store.idempotency.find(playerId, key),
      add(answer: IdempotentAnswer, at: string): void {
        const before = new Date(new Date(at).getTime() - KEY_LIFETIME_MS).toISOString();
        if (playerId === null) {
          for (const [stored, { at: storedAt }] of visitorAnswers) if (storedAt < before) visitorAnswers.delete(stored);
          if (visitorAnswers.has(key)) return;
          // Oldest first: a Map iterates in insertion order.
          for (const stored of visitorAnswers.keys()) {
            if (visitorAnswers.size < maxVisitorKeys) break;
            visitorAnswers.delete(stored);
          }
          visitorAnswers.set(key, { ...answer, at });
          return;
        }
        ctx.store.idempotency.purge(before);
        ctx.store.idempotency.add(playerId, key, answer, at);
      },
    };
    // Hono keeps the text, so the route reads the same body afterwards.
    const fingerprint = fingerprintOf(c.req.method, new URL(c.req.url), await c.req.text());
    const slot = `${playerId === null ? "visitor" : String(playerId)}:${key}`;

    for (;;) {
      const stored = answers.find();
      if (stored) {
        if (stored.fingerprint !== fingerprint)
          throw unprocessable("IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was used for another request");
        return new Response(stored.body, {
          status: stored.status,
          headers: { "content-type": "application/json", [REPLAYED_HEADER]: "true" },
        });
      }
      const underway = ctx.idempotencyInFlight.get(slot);
      if (!underway) break;
      await underway;
    }

    let finished: (() => void) | undefined;
    ctx.idempotencyInFlight.set(
      slot,
      new Promise<void>((resolve) => {
        finished = resolve;
      }),
    );
    try {
      await next();
      if (c.res.status < 500) {
        answers.add(
          { fingerprint, status: c.res.status, body: await c.res.clone().text() },
          ctx.clock.now().toISOString(),
        );
      }
    } finally {
      ctx.idempotencyInFlight.delete(slot);
      finished?.();
    }
  };
}
