import { afterEach, beforeEach } from "vitest";
import { createApiClient, type ApiClient } from "../create-api-client";
import { startTestServer, type RecordedRequest, type TestServer } from "./test-server";

/** A real server and a signed-in client pointed at it, fresh for every test. Tests only. */
export function setUpClientUnderTest(): {
  server: () => TestServer;
  client: () => ApiClient;
  last: () => RecordedRequest;
} {
  let server: TestServer | undefined;
  let client: ApiClient | undefined;
  beforeEach(async () => {
    server = await startTestServer();
    client = createApiClient({ baseUrl: server.url, getToken: () => "tok" });
  });
  afterEach(async () => {
    await server?.close();
  });
  function need<T>(value: T | undefined): T {
    if (value === undefined) throw new Error("used outside a test");
    return value;
  }
  return { server: () => need(server), client: () => need(client), last: () => need(need(server).requests.at(-1)) };
}

/** The JSON body of a recorded request. */
export function jsonBody(request: RecordedRequest): unknown {
  return JSON.parse(request.body);
}
