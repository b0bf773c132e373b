// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApiClient } from "../create-api-client";
import { startTestServer, type TestServer } from "../test-support/test-server";

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

describe("in a browser", () => {
  it("never sends the system access token, a server secret (QUALITY.md Security)", async () => {
    const client = createApiClient({ baseUrl: server.url, systemAccessToken: "sys-secret" });
    await client.events.logEvent({ event: "PAGE_VIEW" });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers["x-system-access-token"]).toBeUndefined();
  });
});
