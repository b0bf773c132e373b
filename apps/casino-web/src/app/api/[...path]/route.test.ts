import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
let backEnd: Server;

beforeAll(async () => {
  backEnd = createServer((request, response) => {
    seen.push({ url: request.url ?? "", headers: request.headers });
    response.writeHead(403, { "content-type": "application/json" });
    response.end(JSON.stringify({ success: false, errorCode: "TOKEN_REQUIRED" }));
  });
  await new Promise<void>((resolve) => backEnd.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => backEnd.close(resolve));
});

describe("the site's /api route, built from the environment", () => {
  it("never lends the brand's system token to a visitor's call (another player's rakeback by ?user=)", async () => {
    vi.stubEnv("CASINO_API_URL", `http://127.0.0.1:${(backEnd.address() as AddressInfo).port}`);
    vi.stubEnv("CASINO_SYSTEM_TOKEN", "brand-system-token");
    vi.stubEnv("CASINO_FORWARDING_SECRET", "forwarding-secret");
    const { GET } = await import("./route");

    const response = await GET(
      new NextRequest("https://casino.test/api/admin/get-rakeback-days?user=2", {
        headers: { "x-forwarded-for": "203.0.113.9" },
      }),
    );

    expect(response.status).toBe(403);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe("/api/admin/get-rakeback-days?user=2");
    expect(seen[0]?.headers["x-system-access-token"]).toBeUndefined();
    expect(JSON.stringify(seen[0]?.headers)).not.toContain("brand-system-token");
    // The visitor's address goes on, signed with the secret the back end shares.
    expect(seen[0]?.headers["x-forwarded-for"]).toBe("203.0.113.9");
    expect(seen[0]?.headers["x-forwarded-for-signature"]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
