import type { CallOptions } from "./request-options";

/** The header that lets a back end answer a repeated money call once (see docs/features.md, Call conventions). */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** What a caller may add to a money call: the key that makes a retry of the same attempt safe. */
export type MoneyCallOptions = CallOptions & {
  /**
   * The attempt's key, sent as `Idempotency-Key`: pass the same key when retrying one attempt so
   * the back end pays once, a new key for a new attempt. A fresh key is made when none is given.
   */
  idempotencyKey?: string;
};

/**
 * A new idempotency key: a random UUID. `crypto.randomUUID` exists only in secure contexts, so a
 * site served over plain http (a LAN test device) builds the same version-4 UUID from
 * `crypto.getRandomValues`, which exists everywhere.
 *
 * @example newIdempotencyKey() // "3b241101-e2bb-4255-8caf-4136c566a962"
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // RFC 9562: version 4 in the high nibble of byte 6, the variant 10xx in byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A money call's options with its idempotency key: the caller's, else a fresh one.
 *
 * @example withIdempotencyKey({ signal }) // { signal, idempotencyKey: "3b24…" }
 */
export function withIdempotencyKey(options: MoneyCallOptions): MoneyCallOptions & { idempotencyKey: string } {
  return { ...options, idempotencyKey: options.idempotencyKey ?? newIdempotencyKey() };
}
