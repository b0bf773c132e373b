/**
 * How long a guest render reuses what the back end answered to the same read: as long as a guest
 * page may be shared anyway (`src/core/page-caching.ts` lets nginx keep one for a minute), far
 * shorter here, so a brand's change shows within seconds on an uncached render too.
 */
export const GUEST_READ_REUSE_MS = 5_000;

/** At most this many addresses are kept; the oldest goes first. */
const MAX_ENTRIES = 200;

interface Kept {
  readonly at: number;
  readonly answer: Promise<{ status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer }>;
}

/**
 * A `fetch` for the server's reads made without a player's token (a guest's page: the lobby, its
 * games, the promotions, the scripts of the anonymous segment): answers are the same for every
 * guest, so within {@link GUEST_READ_REUSE_MS} one answer serves every render of the process, and
 * renders asking at once share one call. Only a `GET` answered 2xx is kept; anything else (a call
 * with a body, an error, a failure) goes to the back end every time. Under load that turns the
 * eight back-end calls of a guest's home page per render into eight per five seconds.
 *
 * @example createApiClient({ baseUrl, fetch: createGuestReadFetch() }) // for a render without a token
 */
export function createGuestReadFetch({
  reuseMs = GUEST_READ_REUSE_MS,
  fetchImpl = (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
  now = () => Date.now(),
}: { reuseMs?: number; fetchImpl?: typeof globalThis.fetch; now?: () => number } = {}): typeof globalThis.fetch {
  const kept = new Map<string, Kept>();
  return async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const url = input instanceof Request ? input.url : String(input);
    if (method !== "GET") return fetchImpl(input, init);
    const at = now();
    let entry = kept.get(url);
    if (entry === undefined || at - entry.at >= reuseMs) {
      const answer = fetchImpl(input, init).then(async (response) => {
        if (!response.ok) throw new NotKept(response);
        return {
          status: response.status,
          statusText: response.statusText,
          headers: [...response.headers],
          body: await response.arrayBuffer(),
        };
      });
      const fresh: Kept = { at, answer };
      entry = fresh;
      kept.delete(url);
      kept.set(url, fresh);
      const oldest = kept.keys().next().value;
      if (kept.size > MAX_ENTRIES && oldest !== undefined) kept.delete(oldest);
      // A failed call is not kept: the next render asks again.
      answer.catch(() => {
        if (kept.get(url) === fresh) kept.delete(url);
      });
    }
    try {
      const { status, statusText, headers, body } = await untilAborted(entry.answer, signalOf(input, init));
      return new Response(body.slice(0), { status, statusText, headers });
    } catch (error) {
      if (error instanceof NotKept) return error.response.clone();
      throw error;
    }
  };
}

/** An answer that is not kept (not 2xx): handed to each caller as it came. */
class NotKept extends Error {
  constructor(readonly response: Response) {
    super(`not kept: ${String(response.status)}`);
  }
}

function signalOf(input: RequestInfo | URL, init: RequestInit | undefined): AbortSignal | undefined {
  return init?.signal ?? (input instanceof Request ? input.signal : undefined);
}

/** `promise`, or the caller's own abort (its time limit) when that comes first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
