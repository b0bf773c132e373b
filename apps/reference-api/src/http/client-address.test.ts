import { signClientAddress } from "@casino/api-client/proxy";
import { afterEach, describe, expect, it } from "vitest";
import type { ReferenceApiConfig } from "../config.ts";
import type { RunningServer } from "../server.ts";
import { rawCall, startTestServer } from "../testing/test-server.ts";

const SECRET = "forwarding-secret";

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(overrides: Partial<ReferenceApiConfig>): Promise<RunningServer> {
  server = await startTestServer(overrides);
  return server;
}

/** One anonymous log event (60 a minute per address) with the given headers: its status. */
async function logEvent(running: RunningServer, headers: Record<string, string>): Promise<number> {
  return (await rawCall(running, "PUT", "/api/user/log-event", { body: { event: "PAGE_VIEW", data: {} }, headers }))
    .status;
}

describe("the address rate limits count", () => {
  it("gives a client rotating unsigned X-Forwarded-For values the share of one address", async () => {
    const running = await start({ forwardingSecret: SECRET });
    const statuses: number[] = [];
    for (let index = 0; index < 61; index += 1) {
      statuses.push(await logEvent(running, { "x-forwarded-for": `198.51.100.${index}` }));
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it("counts the address the site signed, each on its own, and a forged signature as the peer", async () => {
    const running = await start({ forwardingSecret: SECRET });
    const signedAs = async (address: string) => ({
      "x-forwarded-for": address,
      "x-forwarded-for-signature": await signClientAddress(SECRET, address),
    });
    for (let index = 0; index < 60; index += 1)
      expect(await logEvent(running, await signedAs("203.0.113.1"))).toBe(200);
    expect(await logEvent(running, await signedAs("203.0.113.1"))).toBe(429);
    expect(await logEvent(running, await signedAs("203.0.113.2"))).toBe(200);

    // Signed for another address, or with another secret: not the site's word, so the TCP peer's share.
    const forged = {
      "x-forwarded-for": "203.0.113.3",
      "x-forwarded-for-signature": await signClientAddress("guessed", "203.0.113.3"),
    };
    const replayed = { ...(await signedAs("203.0.113.2")), "x-forwarded-for": "203.0.113.4" };
    for (let index = 0; index < 30; index += 1) expect(await logEvent(running, forged)).toBe(200);
    for (let index = 0; index < 30; index += 1) expect(await logEvent(running, replayed)).toBe(200);
    expect(await logEvent(running, forged)).toBe(429);
  });

  it("behind a trusted proxy, counts the entry the proxy wrote, not the ones the client sent before it", async () => {
    const running = await start({ trustProxy: true });
    const statuses: number[] = [];
    for (let index = 0; index < 61; index += 1) {
      statuses.push(await logEvent(running, { "x-forwarded-for": `198.51.100.${index}, 203.0.113.9` }));
    }
    expect(statuses[59]).toBe(200);
    expect(statuses[60]).toBe(429);
    expect(await logEvent(running, { "x-forwarded-for": "198.51.100.1, 203.0.113.10" })).toBe(200);
  });

  it("ignores X-Forwarded-For entirely when nothing in front is trusted", async () => {
    const running = await start({});
    for (let index = 0; index < 60; index += 1) {
      expect(await logEvent(running, { "x-forwarded-for": `198.51.100.${index}` })).toBe(200);
    }
    expect(await logEvent(running, { "x-forwarded-for": "198.51.100.200" })).toBe(429);
  });
});
