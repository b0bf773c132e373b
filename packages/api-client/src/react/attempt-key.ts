import { useMemo, useRef } from "react";
import { newIdempotencyKey } from "../core/idempotency";
import { isOutcomeUnknown } from "../errors/outcome-unknown";

const keys = new WeakMap<object, string>();

/**
 * The idempotency key of one `mutate()` call. React Query hands every try of one call (its
 * retries) the same function context object and a new call a new one, so keying on it reuses
 * the key across a retry of one attempt and gives a new press a new key.
 *
 * @example useMutation({ mutationFn: (body, context) => client.payments.deposit(body, { idempotencyKey: attemptKey(context) }) })
 */
export function attemptKey(mutationFunctionContext: object): string {
  const known = keys.get(mutationFunctionContext);
  if (known !== undefined) return known;
  const key = newIdempotencyKey();
  keys.set(mutationFunctionContext, key);
  return key;
}

/** The keys of one money form's calls: what {@link useRepeatableAttemptKey} answers. */
export interface RepeatableAttemptKey {
  /** The key to send with `request` in this `mutate()` call. */
  keyFor(request: unknown, mutationFunctionContext: object): string;
  /** Records how the call ended (its error, or none), for the next press to read. */
  settled(error: unknown): void;
}

/**
 * Idempotency keys for one money form (see docs/features.md, "Call conventions"): each press gets
 * a new key, except a press that sends the same request again after a failure that may have been
 * carried out ({@link isOutcomeUnknown}: a timeout, a dropped connection, a broken answer). That
 * press sends the previous key, so the back end answers what it did the first time instead of
 * paying or withdrawing twice.
 *
 * @example
 * const attempts = useRepeatableAttemptKey();
 * useMutation({
 *   mutationFn: (body, context) => client.payments.withdraw(body, { idempotencyKey: attempts.keyFor(body, context) }),
 *   onSettled: (_data, error) => attempts.settled(error),
 * });
 */
export function useRepeatableAttemptKey(): RepeatableAttemptKey {
  const last = useRef<{ request: string; key: string; outcomeUnknown: boolean } | null>(null);
  return useMemo(
    () => ({
      keyFor(request, mutationFunctionContext) {
        const sent = JSON.stringify(request);
        const previous = last.current;
        if (previous !== null && previous.outcomeUnknown && previous.request === sent) return previous.key;
        const key = attemptKey(mutationFunctionContext);
        last.current = { request: sent, key, outcomeUnknown: false };
        return key;
      },
      settled(error) {
        if (last.current !== null) last.current.outcomeUnknown = error != null && isOutcomeUnknown(error);
      },
    }),
    [],
  );
}
