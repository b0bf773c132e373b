import { DEFAULT_PATHS, type EndpointName } from "@casino/api-client";

/** Recorded answers of the back end by endpoint name: the JSON body each call answered with. */
export type RecordedAnswers = Partial<Record<EndpointName, unknown>>;

/**
 * What a story's back end does: `ready` answers every call from the recording; `loading` never
 * answers (the feature stays in its loading state); `error` answers each of the `failing` calls
 * with a server error once, then from the recording, so Try again loads.
 */
export type RecordedApiState = "ready" | "loading" | "error";

/** How a story's back end answers, and what a test of the story checks. */
export interface RecordedApi {
  state: RecordedApiState;
  answers: RecordedAnswers;
  /** In the `error` state: the calls that fail (once). */
  failing?: readonly EndpointName[];
  /** Signed in (the client holds a token) or a visitor. Default: signed in. */
  signedIn?: boolean;
  /** A text the feature shows once its answers are in (after Try again, in the `error` state). */
  shows?: string;
  /**
   * `false` for a feature whose error offers no Try again (a side part that says it could not
   * load, the rest of the page unharmed): its error story `shows` what it says instead.
   */
  tryAgain?: false;
  /** The page's address while the story shows (the features read their query string, `?tab=`). */
  url?: string;
}

/** What the recorded back end was asked: every call, those still unanswered, and any no recording covers. */
export interface RecordedCalls {
  made: Request[];
  unanswered: number;
  unrecorded: string[];
}

// Each path of the client as a pattern, `{name}` standing for one segment.
const ENDPOINT_PATTERNS = (Object.entries(DEFAULT_PATHS) as [EndpointName, string][]).map(
  ([endpoint, path]) =>
    [endpoint, new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`)] as const,
);

/** The endpoints whose path is `pathname` (a few share a path and differ by method). */
export function endpointsOf(pathname: string): EndpointName[] {
  return ENDPOINT_PATTERNS.filter(([, pattern]) => pattern.test(pathname)).map(([endpoint]) => endpoint);
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The answer of a call that failed: the error body of the back end's contract. */
export const RECORDED_FAILURE = { success: false, message: "The service could not answer." } as const;

/**
 * A `fetch` that answers the API client from recorded answers instead of a server: what a story
 * or a test gives `createApiClient({ fetch })`. A call the recording does not cover answers 404 and
 * is noted in `calls.unrecorded`, so a test sees a story that misses one.
 */
export function recordedFetch(api: RecordedApi): { fetch: typeof globalThis.fetch; calls: RecordedCalls } {
  const calls: RecordedCalls = { made: [], unanswered: 0, unrecorded: [] };
  const failed = new Set<EndpointName>();
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    calls.made.push(request);
    if (api.state === "loading") {
      calls.unanswered += 1;
      // Never answered while the story shows; let go when the feature stops waiting.
      return new Promise((_resolve, reject) =>
        request.signal.addEventListener("abort", () => {
          calls.unanswered -= 1;
          reject(request.signal.reason);
        }),
      );
    }
    const pathname = new URL(request.url).pathname;
    const endpoint = endpointsOf(pathname).find((name) => name in api.answers);
    if (endpoint === undefined) {
      calls.unrecorded.push(`${request.method} ${pathname}`);
      return Promise.resolve(json(404, { success: false, message: "Not recorded" }));
    }
    if (api.state === "error" && api.failing?.includes(endpoint) && !failed.has(endpoint)) {
      failed.add(endpoint);
      return Promise.resolve(json(422, RECORDED_FAILURE));
    }
    return Promise.resolve(json(200, api.answers[endpoint]));
  };
  return { fetch, calls };
}
