import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sendJson, startTestServer, type TestServer } from "../test-support/test-server";
import { createHmac } from "node:crypto";
import { createBackendProxy, signClientAddress } from "./backend-proxy";

let api: TestServer;
let core: TestServer;

beforeEach(async () => {
  api = await startTestServer();
  core = await startTestServer();
});
afterEach(async () => {
  await api.close();
  await core.close();
});

/** A request as the browser sends it to the site's own origin. */
function siteRequest(path: string, init: RequestInit = {}): Request {
  return new Request(`https://casino.test${path}`, init);
}

describe("createBackendProxy", () => {
  it("forwards a call with the player's token, its duplicate and the visitor's IP, signed", async () => {
    const forward = createBackendProxy({ baseUrl: api.url, forwardingSecret: "shared-secret" });

    const response = await forward(
      siteRequest("/api/user/get-user-details?x=1", { headers: { language: "de", accept: "application/json" } }),
      { token: "player-token", clientAddress: "203.0.113.7" },
    );

    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ success: true });
    const seen = api.requests[0];
    expect(seen?.url.pathname).toBe("/api/user/get-user-details");
    expect(seen?.url.search).toBe("?x=1");
    expect(seen?.headers).toMatchObject({
      authorization: "Bearer player-token",
      authorization2: "Bearer player-token",
      "x-forwarded-for": "203.0.113.7",
      "x-forwarded-for-signature": createHmac("sha256", "shared-secret").update("203.0.113.7").digest("base64url"),
      language: "de",
      accept: "application/json",
    });
  });

  it("signs the address as HMAC-SHA256 in base64url, which another address or secret does not match", async () => {
    const expected = createHmac("sha256", "s3cret").update("198.51.100.4").digest("base64url");
    await expect(signClientAddress("s3cret", "198.51.100.4")).resolves.toBe(expected);
    await expect(signClientAddress("s3cret", "198.51.100.5")).resolves.not.toBe(expected);
    await expect(signClientAddress("other", "198.51.100.4")).resolves.not.toBe(expected);
  });

  it("sends no signature without a secret, and no address the site did not give", async () => {
    const forward = createBackendProxy({ baseUrl: api.url });
    await forward(siteRequest("/api/user/login", { headers: { "x-forwarded-for": "10.9.9.9" } }), { token: null });
    await forward(siteRequest("/api/user/login"), { token: null, clientAddress: "203.0.113.8" });
    expect(api.requests[0]?.headers["x-forwarded-for"]).toBeUndefined();
    expect(api.requests[1]?.headers["x-forwarded-for"]).toBe("203.0.113.8");
    expect(api.requests[1]?.headers["x-forwarded-for-signature"]).toBeUndefined();
  });

  it("sends /api/core calls to the core host", async () => {
    const forward = createBackendProxy({ baseUrl: api.url, coreUrl: core.url });
    await forward(siteRequest("/api/core/casino/settings2"), { token: null });
    expect(core.requests.map((request) => request.url.pathname)).toEqual(["/api/core/casino/settings2"]);
    expect(api.requests).toHaveLength(0);
  });

  it("never passes on the browser's cookies, its own credentials or a system token it made up", async () => {
    const forward = createBackendProxy({ baseUrl: api.url });
    await forward(
      siteRequest("/api/user/get-user-details", {
        headers: {
          cookie: "accessToken=from-cookie; other=1",
          authorization: "Bearer forged",
          authorization2: "Bearer forged",
          "x-system-access-token": "forged",
          origin: "https://casino.test",
        },
      }),
      { token: null },
    );
    const headers = api.requests[0]?.headers ?? {};
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers.authorization2).toBeUndefined();
    expect(headers["x-system-access-token"]).toBeUndefined();
    expect(headers.origin).toBeUndefined();
  });

  it("forwards a JSON body with its idempotency key and answers the back end's error as it was", async () => {
    api.handle((_request, response) => {
      sendJson(response, 422, { success: false, errorCode: "AMOUNT_BELOW_ZERO", message: "Too little" });
    });
    const forward = createBackendProxy({ baseUrl: api.url });
    const response = await forward(
      siteRequest("/api/payment/withdraw", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": "k-1" },
        body: JSON.stringify({ amount: 10 }),
      }),
      { token: "player-token" },
    );

    expect(response.status).toBe(422);
    expect(response.headers.get("content-type")).toBe("application/json");
    await expect(response.json()).resolves.toEqual({
      success: false,
      errorCode: "AMOUNT_BELOW_ZERO",
      message: "Too little",
    });
    expect(api.requests[0]?.method).toBe("POST");
    expect(api.requests[0]?.body).toBe('{"amount":10}');
    expect(api.requests[0]?.headers["idempotency-key"]).toBe("k-1");
  });

  it("forwards a multipart upload byte for byte", async () => {
    const forward = createBackendProxy({ baseUrl: api.url });
    const form = new FormData();
    form.append("label", "1");
    form.append("file", new Blob(["%PDF-1.7"], { type: "application/pdf" }), "id.pdf");
    const request = siteRequest("/api/user/upload-document", { method: "POST", body: form });
    const contentType = request.headers.get("content-type") ?? "";

    await forward(request, { token: "player-token" });

    expect(api.requests[0]?.headers["content-type"]).toBe(contentType);
    expect(api.requests[0]?.body).toContain('filename="id.pdf"');
    expect(api.requests[0]?.body).toContain("%PDF-1.7");
  });

  it("passes a picture back with its type and caching, and a 204 without a body", async () => {
    api.handle((request, response) => {
      if (request.url.pathname.endsWith(".svg")) {
        response.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" });
        response.end("<svg/>");
      } else {
        response.writeHead(204);
        response.end();
      }
    });
    const forward = createBackendProxy({ baseUrl: api.url });

    const picture = await forward(siteRequest("/api/core/casino/assets/games/x.svg"), { token: null });
    expect(picture.headers.get("content-type")).toBe("image/svg+xml");
    expect(picture.headers.get("cache-control")).toBe("public, max-age=86400");
    await expect(picture.text()).resolves.toBe("<svg/>");

    const empty = await forward(siteRequest("/api/user/log-event", { method: "PUT" }), { token: null });
    expect(empty.status).toBe(204);
    await expect(empty.text()).resolves.toBe("");
  });

  it("answers 404 without calling the back end for paths outside /api/ or that smuggle one out", async () => {
    const forward = createBackendProxy({ baseUrl: api.url });
    const paths = [
      "/__control/reset",
      "/api/%2e%2e/__control/reset",
      "/api/user%2F..%2F..%2F__control/reset",
      "/api/user%5C..%5C__control",
      "/health",
    ];
    const statuses = await Promise.all(
      paths.map(async (path) => (await forward(siteRequest(path, { method: "POST" }), { token: "t" })).status),
    );
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
    expect(api.requests).toHaveLength(0);
  });

  it("answers 504 when the back end is too slow, later for a larger body, and 502 when it cannot be reached", async () => {
    api.handle(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      sendJson(response, 200, { success: true });
    });
    const slow = await createBackendProxy({ baseUrl: api.url, timeoutMs: 50 })(siteRequest("/api/user/x"), {
      token: null,
    });
    expect(slow.status).toBe(504);
    await expect(slow.json()).resolves.toMatchObject({ success: false, errorCode: "GATEWAY_TIMEOUT" });

    // A body adds to the limit by its size: the back end stores an upload before it answers.
    const upload = () =>
      siteRequest("/api/user/upload-document", { method: "POST", body: new Uint8Array(1024 * 1024) });
    const proxy = (timePerMegabyteMs: number) =>
      createBackendProxy({ baseUrl: api.url, timeoutMs: 50, timePerMegabyteMs })(upload(), { token: null });
    expect((await proxy(5_000)).status).toBe(200);
    expect((await proxy(0)).status).toBe(504);

    // Not a closed test server's port: another test file's server may be given it again meanwhile.
    const nothingListens = "http://127.0.0.1:1";
    const down = await createBackendProxy({ baseUrl: nothingListens })(siteRequest("/api/user/x"), { token: null });
    expect(down.status).toBe(502);
    await expect(down.json()).resolves.toMatchObject({ success: false, errorCode: "BAD_GATEWAY" });
  });
});
