import { createApiClient, isApiError } from "@casino/api-client";
import type { ApiClient, ApiError } from "@casino/api-client";
import { DEFAULT_CORS_ORIGIN, DEFAULT_VISITOR_LOCATION } from "../config.ts";
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

/** The configuration tests run with: a free port, an in-memory database, control on, no ticker, a pinned clock. */
export function testConfig(overrides: Partial<ReferenceApiConfig> = {}): ReferenceApiConfig {
  return {
    port: 0,
    databasePath: ":memory:",
    controlEnabled: true,
    corsOrigins: [DEFAULT_CORS_ORIGIN],
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
  if (answer.accessToken === undefined) throw new Error(`the login of ${email} answered no token`);
  return { token: answer.accessToken, client: clientFor(server, answer.accessToken), userId: Number(answer.userId) };
}

/** A raw HTTP call with a JSON body (for requests the typed client would never send). */
export async function rawCall(
  server: RunningServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
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
  return { status: response.status, body };
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
