import { newIdempotencyKey } from "../core/idempotency";

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
