import { request as httpRequest } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { createApiClient, isApiError } from "@casino/api-client";
import type { ApiClient, ApiError, DepositRequest } from "@casino/api-client";
import type { DepositOutcome } from "@casino/domain";
import { DEFAULT_CORS_ORIGIN, DEFAULT_HOST, DEFAULT_VISITOR_LOCATION } from "../config.ts";
import { CONTROL_TOKEN_HEADER } from "../control/control-guard.ts";
import type { ReferenceApiConfig } from "../config.ts";
import { DEMO_PASSWORD } from "../seed/players.ts";
import { startServer } from "../server.ts";
import type { RunningServer } from "../server.ts";

/**
 * Where a test server's clock starts unless the test names its own instant: a plain Wednesday
 * morning, ten minutes into a cashback cycle, outside every seeded registration window. Tests that
 * depend on the hour set it (`clockStart`, or `POST /__control/time`), never the machine's clock.
 */
export const TEST_CLOCK_START = new Date("2026-03-04T10:10:00.000Z");

/** The control token of test servers; {@link rawCall} sends it on every call. */
export const TEST_CONTROL_TOKEN = "test-control-token";

/**
 * scrypt's cost in tests of other things than passwords: 2^12. The shipped cost (2^17,
 * `PASSWORD_HASH_COST`) takes about half a second a login on purpose, which over the suite's
 * hundred logins would be minutes; `session-routes.test.ts` runs the shipped cost, and so do the
 * browser journeys, which start the built server as it ships.
 */
export const TEST_PASSWORD_HASH_COST = 12;

/**
 * The configuration tests run with: a free port on the loopback interface, an in-memory database,
 * control on with {@link TEST_CONTROL_TOKEN}, no ticker, a pinned clock, a cheap password cost.
 */
export function testConfig(overrides: Partial<ReferenceApiConfig> = {}): ReferenceApiConfig {
  return {
    port: 0,
    host: DEFAULT_HOST,
    databasePath: ":memory:",
    controlEnabled: true,
    controlToken: TEST_CONTROL_TOKEN,
    corsOrigins: [DEFAULT_CORS_ORIGIN],
    returnOrigins: [DEFAULT_CORS_ORIGIN],
    systemToken: undefined,
    trustProxy: false,
    forwardingSecret: undefined,
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    tickerIntervalMs: 0,
    visitorLocation: { ...DEFAULT_VISITOR_LOCATION },
    clockStart: TEST_CLOCK_START,
    ...overrides,
  };
}

/** Starts a reference API for one test file. */
export function startTestServer(overrides: Partial<ReferenceApiConfig> = {}): Promise<RunningServer> {
  return startServer(testConfig(overrides));
}

/** The real `@casino/api-client`, pointed at `server`, with `token` (or none). */
export function clientFor(server: RunningServer, token?: string): ApiClient {
  return createApiClient({ baseUrl: server.url, getToken: () => token });
}

/** Logs a demo player in through the real client; answers the token and a client holding it. */
export async function loginAs(
  server: RunningServer,
  email: string,
): Promise<{ token: string; client: ApiClient; userId: number }> {
  const answer = await clientFor(server).session.login({ email, password: DEMO_PASSWORD });
  // A client without hasSession requires the token in the answer; the type covers both modes.
  const token = answer.accessToken;
  if (token === undefined) throw new Error("the login answer carries no token");
  return { token, client: clientFor(server, token), userId: Number(answer.userId) };
}

/**
 * A raw HTTP call with a JSON body (for requests the typed client would never send), carrying the
 * test control token so control calls go through (`headers` may replace it).
 */
export async function rawCall(
  server: RunningServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    [CONTROL_TOKEN_HEADER]: TEST_CONTROL_TOKEN,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  Object.assign(headers, options.headers);
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text is the body.
  }
  return { status: response.status, body, headers: response.headers };
}

/**
 * Has the stand-in provider settle a deposit as `outcome`, through the control endpoint (a
 * deposit call never chooses its own outcome); fails the test when it is refused.
 */
export async function settleAtProvider(
  server: RunningServer,
  transactionId: number | string | null | undefined,
  outcome: DepositOutcome = "success",
): Promise<void> {
  const answer = await rawCall(server, "POST", `/__control/deposits/${String(transactionId)}/outcome`, {
    body: { outcome },
  });
  if (answer.status !== 200) throw new Error(`settling deposit ${String(transactionId)} answered ${answer.status}`);
}

/** A deposit through the real client that the stand-in provider then settles as `outcome` (paid by default). */
export async function settledDeposit(
  server: RunningServer,
  client: ApiClient,
  request: DepositRequest,
  outcome: DepositOutcome = "success",
): Promise<void> {
  const answer = await client.payments.deposit(request);
  await settleAtProvider(server, answer.data.transactionId, outcome);
}

/** The ApiError a call is refused with (fails the test when the call succeeds or throws anything else). */
export async function refusalOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!isApiError(error))
    throw new Error(
      error === undefined ? "expected the call to be refused" : `expected an ApiError, got ${String(error)}`,
    );
  return error;
}

/** A call for {@link interleavedCalls}. */
export interface InterleavedCall {
  method: string;
  path: string;
  token: string;
  body: unknown;
}

/**
 * Sends calls the way a slow network interleaves them: every request's headers first, and the
 * bodies only once all of them are in, so the server has started each one before any body
 * arrives. Answers the statuses in the order of `calls`.
 */
export async function interleavedCalls(server: RunningServer, calls: readonly InterleavedCall[]): Promise<number[]> {
  const requests = calls.map((call) => {
    const body = JSON.stringify(call.body);
    const request = httpRequest(`${server.url}${call.path}`, {
      method: call.method,
      headers: {
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
        authorization: `Bearer ${call.token}`,
        [CONTROL_TOKEN_HEADER]: TEST_CONTROL_TOKEN,
      },
    });
    const status = new Promise<number>((resolve, reject) => {
      request.on("response", (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      });
      request.on("error", reject);
    });
    request.flushHeaders();
    return { request, body, status };
  });
  // Time for the server to take every request's headers and start its handler.
  await sleep(100);
  for (const { request, body } of requests) request.end(body);
  return Promise.all(requests.map(({ status }) => status));
}
