import type { BackendProxy, ForwardOptions } from "@casino/api-client/proxy";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { handleBackendCall } from "./backend-route";

const SITE = "https://casino.test";

/** A stand-in for the back end: records what reached it and answers `answer`. */
function backEnd(answer: () => Response) {
  const calls: { path: string; options: ForwardOptions }[] = [];
  const forward: BackendProxy = (request, options) => {
    calls.push({ path: new URL(request.url).pathname, options });
    return Promise.resolve(answer());
  };
  return { calls, forward, siteOrigin: () => SITE };
}

function call(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new NextRequest(`${SITE}${path}`, init);
}

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ownJsonPost = (body: unknown, cookie?: string) => ({
  method: "POST",
  body: JSON.stringify(body),
  headers: { origin: SITE, "content-type": "application/json", ...(cookie === undefined ? {} : { cookie }) },
});

describe("the site's /api route", () => {
  it("adds the player's token from the cookie and the visitor's address, and passes the answer on", async () => {
    const api = backEnd(() => json({ success: true, data: { getUser: { userId: 1 } } }));
    const response = await handleBackendCall(
      call("/api/user/get-user-details", {
        headers: { cookie: "accessToken=tok-1", "x-forwarded-for": "203.0.113.9" },
      }),
      api,
    );
    expect(api.calls).toEqual([
      { path: "/api/user/get-user-details", options: { token: "tok-1", clientAddress: "203.0.113.9" } },
    ]);
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ success: true, data: { getUser: { userId: 1 } } });
  });

  it("moves a login's token into the HttpOnly cookie and out of what the page receives", async () => {
    const api = backEnd(() => json({ success: true, accessToken: "tok-new", userId: 7, locale: "en" }));
    const response = await handleBackendCall(call("/api/user/login", ownJsonPost({ email: "a@b.co" })), api);

    await expect(response.json()).resolves.toEqual({ success: true, userId: 7, locale: "en" });
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith("accessToken="));
    expect(session).toMatch(/^accessToken=tok-new;/);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/Secure/i);
    expect(session).toMatch(/SameSite=lax/i);
    expect(session).toMatch(/Max-Age=2592000/i);
    expect(cookies.some((cookie) => /^pendingAccessToken=;/.test(cookie))).toBe(true);
  });

  it("keeps a sign-up's token the same way", async () => {
    const api = backEnd(() => json({ success: true, accessToken: "tok-signed-up", createUser: { userId: 9 } }));
    const response = await handleBackendCall(call("/api/user/sign-up", ownJsonPost({ email: "n@b.co" })), api);
    await expect(response.json()).resolves.toEqual({ success: true, createUser: { userId: 9 } });
    expect(response.headers.getSetCookie().join()).toMatch(/accessToken=tok-signed-up/);
  });

  it("marks the browser as a registered user's for about a year, and keeps a sign-up's currency for 30 days", async () => {
    const api = backEnd(() =>
      json({ success: true, accessToken: "tok-new", createUser: { userId: 9, currencyCode: "EUR" } }),
    );
    const response = await handleBackendCall(call("/api/user/sign-up", ownJsonPost({ email: "n@b.co" })), api);
    const cookies = response.headers.getSetCookie();
    const registered = cookies.find((cookie) => cookie.startsWith("registered_user=1;")) ?? "";
    expect(registered).toMatch(/Max-Age=31536000/i);
    expect(registered).not.toMatch(/HttpOnly/i);
    expect(cookies.find((cookie) => cookie.startsWith("userCurrencyCode=EUR;"))).toMatch(/Max-Age=2592000/i);
  });

  it("keeps the player's currency from their details in userCurrencyCode, the answer passed on unchanged", async () => {
    const details = { success: true, data: { getUser: { userId: 3, currencyCode: "USD" }, depositCount: 2 } };
    const api = backEnd(() => json(details));
    const response = await handleBackendCall(
      call("/api/user/get-user-details", { headers: { cookie: "accessToken=tok" } }),
      api,
    );
    await expect(response.json()).resolves.toEqual(details);
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith("userCurrencyCode=USD;"))).toMatch(
      /Max-Age=2592000/i,
    );
  });

  it("passes a refused login on as it was, without touching the cookie", async () => {
    const api = backEnd(() => json({ success: false, errorCode: "INVALID_CREDENTIALS" }, 422));
    const response = await handleBackendCall(call("/api/user/login", ownJsonPost({ email: "a@b.co" })), api);
    expect(response.status).toBe(422);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("clears the cookie on logout, and calls a logout of a session already ended a success", async () => {
    const done = backEnd(() => json({ success: true }));
    const out = await handleBackendCall(
      call("/api/user/logout", ownJsonPost({ reason: "USER_INITIATED" }, "accessToken=tok-1")),
      done,
    );
    expect(done.calls[0]?.options.token).toBe("tok-1");
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/accessToken=;.*Max-Age=0/i);

    const ended = backEnd(() => json({ success: false, errorCode: "SESSION_EXPIRED" }, 403));
    const late = await handleBackendCall(
      call("/api/user/logout", ownJsonPost({ reason: "USER_INACTIVITY_TIMEOUT" }, "accessToken=tok-1")),
      ended,
    );
    expect(late.status).toBe(200);
    expect(late.headers.getSetCookie().join()).toMatch(/accessToken=;.*Max-Age=0/i);
  });

  it("names the address the site's server saw to the back end, never one the visitor wrote before it", async () => {
    const api = backEnd(() => json({ success: false, errorCode: "INVALID_CREDENTIALS" }, 422));
    for (const forged of ["6.6.6.1", "6.6.6.2", "6.6.6.3"]) {
      // The site's server appends its TCP peer (scripts/serve.mjs) after whatever the visitor sent.
      await handleBackendCall(
        call("/api/user/login", {
          ...ownJsonPost({ email: "a@b.co" }),
          headers: { ...ownJsonPost({}).headers, "x-forwarded-for": `${forged}, 203.0.113.9` },
        }),
        api,
      );
    }
    expect(api.calls.map((seen) => seen.options.clientAddress)).toEqual(["203.0.113.9", "203.0.113.9", "203.0.113.9"]);

    const behindBalancer = backEnd(() => json({ success: true }));
    await handleBackendCall(
      call("/api/user/get-user-details", { headers: { "x-forwarded-for": "6.6.6.6, 198.51.100.2, 10.0.0.2" } }),
      { ...behindBalancer, trustedProxies: ["10.0.0.2"] },
    );
    expect(behindBalancer.calls[0]?.options.clientAddress).toBe("198.51.100.2");
  });

  it("signs nobody out for a link: a logout is a POST from the site's own pages", async () => {
    const api = backEnd(() => json({ success: true }));
    const response = await handleBackendCall(
      call("/api/user/logout", { headers: { cookie: "accessToken=tok-1", "sec-fetch-site": "cross-site" } }),
      api,
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(api.calls).toEqual([]);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("keeps the cookie when the back end does not end the session on logout", async () => {
    const api = backEnd(() => json({ success: false, errorCode: "SERVER_ERROR" }, 500));
    const response = await handleBackendCall(
      call("/api/user/logout", ownJsonPost({ reason: "USER_INITIATED" }, "accessToken=tok-1")),
      api,
    );
    expect(response.status).toBe(500);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("keeps a signed-in player's answers out of every cache, and makes every answer vary with the cookie", async () => {
    const api = backEnd(
      () =>
        new Response(JSON.stringify({ success: true }), {
          headers: { "content-type": "application/json", "cache-control": "public, max-age=600" },
        }),
    );
    const player = await handleBackendCall(
      call("/api/user/get-user-details", { headers: { cookie: "accessToken=tok-1" } }),
      api,
    );
    expect(player.headers.get("cache-control")).toBe("private, no-store");
    expect(player.headers.get("vary")).toMatch(/Cookie/);

    const visitor = await handleBackendCall(call("/api/core/casino/settings2"), api);
    expect(visitor.headers.get("cache-control")).toBe("public, max-age=600");
    expect(visitor.headers.get("vary")).toMatch(/Cookie/);

    const login = await handleBackendCall(
      call("/api/user/login", ownJsonPost({ email: "a@b.co" })),
      backEnd(() => json({ success: true, accessToken: "tok-new", userId: 7 })),
    );
    expect(login.headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses a body over the kit's upload limit with 413 in words, before the back end hears of it", async () => {
    const api = backEnd(() => json({ success: true }));
    const upload = (bytes: number) =>
      call("/api/user/upload-document", {
        method: "POST",
        headers: {
          origin: SITE,
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(bytes),
          cookie: "accessToken=tok-1",
        },
        body: "--x--",
      });
    const tooLarge = await handleBackendCall(upload(27 * 1024 * 1024), api);
    expect(tooLarge.status).toBe(413);
    await expect(tooLarge.json()).resolves.toMatchObject({
      errorCode: "FILE_TOO_LARGE",
      message: "The file is over the 25 MB upload limit",
    });
    expect(api.calls).toEqual([]);

    // 20 MB, under the limit: forwarded.
    expect((await handleBackendCall(upload(20 * 1024 * 1024), api)).status).toBe(200);
    expect(api.calls).toHaveLength(1);
  });

  it("clears the cookie on any 403 and tells the next page the session expired", async () => {
    const api = backEnd(() => json({ success: false, errorCode: "SESSION_EXPIRED" }, 403));
    const response = await handleBackendCall(
      call("/api/user/get-user-details", { headers: { cookie: "accessToken=tok-old" } }),
      api,
    );
    expect(response.status).toBe(403);
    await expect(response.json()).resolves.toMatchObject({ errorCode: "SESSION_EXPIRED" });
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith("accessToken="))).toMatch(/Max-Age=0/i);
    expect(cookies.find((cookie) => cookie.startsWith("sessionExpired="))).toMatch(/^sessionExpired=1;/);
  });

  it("refuses a form posted from another site before the back end hears of it", async () => {
    const api = backEnd(() => json({ success: true }));
    const forged = call("/api/payment/withdraw", {
      method: "POST",
      headers: {
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
        cookie: "accessToken=tok-1",
      },
      body: "amount=1000",
    });
    const response = await handleBackendCall(forged, api);
    expect(response.status).toBe(403);
    await expect(response.json()).resolves.toMatchObject({ errorCode: "CSRF" });
    expect(api.calls).toEqual([]);
    // The player's session is not the problem: the cookie stays.
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a same-origin write whose body is neither JSON nor multipart", async () => {
    const api = backEnd(() => json({ success: true }));
    const response = await handleBackendCall(
      call("/api/payment/withdraw", {
        method: "POST",
        headers: { origin: SITE, "content-type": "text/plain" },
        body: "{}",
      }),
      api,
    );
    expect(response.status).toBe(403);
    expect(api.calls).toEqual([]);
  });
});
