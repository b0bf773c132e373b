import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { rawCall, startTestServer } from "../testing/test-server.ts";

const MB = 1024 * 1024;

describe("limits on what a request may carry", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("refuses a JSON body over 1 MB with 413 before reading it", async () => {
    const answer = await rawCall(server, "POST", "/api/user/login", {
      rawBody: JSON.stringify({ email: "a@b.co", password: "x".repeat(2 * MB) }),
    });
    expect(answer).toMatchObject({ status: 413, body: { errorCode: "PAYLOAD_TOO_LARGE" } });
  });

  it("refuses a 20 MB anonymous log event with 413 and stores nothing", async () => {
    const before = server.context.store.rowCounts().events;
    const answer = await rawCall(server, "PUT", "/api/user/log-event", {
      rawBody: JSON.stringify({ event: "PAGE_VIEW", data: "x".repeat(20 * MB) }),
    });
    expect(answer).toMatchObject({ status: 413, body: { errorCode: "PAYLOAD_TOO_LARGE" } });
    expect(server.context.store.rowCounts().events).toBe(before);
  });
});

describe("the anonymous event log", () => {
  it("takes 60 events a minute from one address, then answers 429 with Retry-After until the minute is over", async () => {
    const server = await startTestServer();
    try {
      const send = () => rawCall(server, "PUT", "/api/user/log-event", { body: { event: "PAGE_VIEW", data: {} } });
      for (let index = 0; index < 60; index += 1) expect((await send()).status).toBe(200);
      const refused = await send();
      expect(refused).toMatchObject({ status: 429, body: { errorCode: "TOO_MANY_REQUESTS" } });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      await rawCall(server, "POST", "/__control/time", {
        body: { now: new Date(server.context.clock.now().getTime() + 61_000).toISOString() },
      });
      expect((await send()).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
