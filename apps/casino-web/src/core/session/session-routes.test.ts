import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readBackendConfig, type BackendConfig } from "../backend-config";
import { sessionExpiredRoute } from "./session-paths";
import { describePendingSession, endExpiredSession, settlePendingSession } from "./session-routes";

const SITE = "https://casino.test";
const PENDING = "9f1c2e7a0b3d4c5e6f70";

/** A back end that accepts only the token `alive` on get-user-details. */
let server: Server;
let backend: BackendConfig;

beforeEach(async () => {
  server = createServer((request, response) => {
    const alive =
      request.headers.authorization === "Bearer alive" || request.headers.authorization === `Bearer ${PENDING}`;
    response.writeHead(alive ? 200 : 403, { "content-type": "application/json" });
    response.end(
      JSON.stringify(
        alive
          ? { success: true, data: { getUser: { userId: 1, email: "linked.player@demo.casino" } } }
          : { success: false, errorCode: "SESSION_EXPIRED", message: "ended" },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  backend = readBackendConfig({ CASINO_API_URL: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}` });
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function expired(next: string, cookie?: string): NextRequest {
  return new NextRequest(`${SITE}${sessionExpiredRoute(next)}`, cookie === undefined ? {} : { headers: { cookie } });
}

function setCookies(response: Response): string {
  return response.headers.getSetCookie().join("\n");
}

describe("the expired-session route", () => {
  it("clears a refused cookie and reopens the same page with the login modal", async () => {
    const response = await endExpiredSession(expired("/cashback?tab=2", "accessToken=stale"), backend);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/cashback?tab=2&modal=login");
    expect(setCookies(response)).toMatch(/^accessToken=;.*Max-Age=0/im);
    expect(setCookies(response)).toMatch(/^sessionExpired=1;/m);
  });

  it("ends nothing when the session is still alive, so a link from elsewhere cannot sign a player out", async () => {
    const response = await endExpiredSession(expired("/cashback", "accessToken=alive"), backend);
    expect(response.headers.get("location")).toBe("/cashback");
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("never lets a waiting sign-in link's token take the ended session's place unasked", async () => {
    const response = await endExpiredSession(
      expired("/promotions?modal=switch-account", `accessToken=stale; pendingAccessToken=${PENDING}`),
      backend,
    );
    // The visitor, signed out now, is asked whether to sign in as the link's account.
    expect(response.headers.get("location")).toBe("/promotions?modal=switch-account");
    expect(setCookies(response)).toMatch(/^accessToken=;.*Max-Age=0/im);
    expect(setCookies(response)).not.toMatch(new RegExp(`accessToken=${PENDING}`));
    expect(setCookies(response)).not.toMatch(/^pendingAccessToken=/im);
  });

  it("never sends the visitor to another site", async () => {
    const response = await endExpiredSession(expired("//evil.example/x", "accessToken=stale"), backend);
    expect(response.headers.get("location")).toBe("/?modal=login");
  });
});

describe("the pending-session question", () => {
  function asking(cookie: string) {
    return new NextRequest(`${SITE}/api/session/pending`, { headers: { cookie } });
  }

  it("names the link's account masked, and whether someone is signed in, before anything is signed in", async () => {
    const signedOut = await describePendingSession(asking(`pendingAccessToken=${PENDING}`), backend);
    await expect(signedOut.json()).resolves.toEqual({
      success: true,
      data: { account: "l••••••••r@demo.casino", signedIn: false },
    });
    expect(signedOut.headers.get("cache-control")).toBe("private, no-store");
    expect(signedOut.headers.getSetCookie()).toEqual([]);

    const signedIn = await describePendingSession(asking(`accessToken=alive; pendingAccessToken=${PENDING}`), backend);
    await expect(signedIn.json()).resolves.toMatchObject({ data: { signedIn: true } });
  });

  it("has nothing to ask without a waiting token, and forgets one the back end refuses", async () => {
    await expect((await describePendingSession(asking(""), backend)).json()).resolves.toEqual({
      success: true,
      data: null,
    });
    const refused = await describePendingSession(asking("pendingAccessToken=0000aaaa1111bbbb2222"), backend);
    await expect(refused.json()).resolves.toEqual({ success: true, data: null });
    expect(setCookies(refused)).toMatch(/^pendingAccessToken=;.*Max-Age=0/im);
  });
});

describe("the pending-session route", () => {
  function answer(choice: unknown, origin = SITE) {
    return new NextRequest(`${SITE}/api/session/pending`, {
      method: "POST",
      headers: {
        origin,
        "content-type": "application/json",
        cookie: `accessToken=current; pendingAccessToken=${PENDING}`,
      },
      body: JSON.stringify({ choice }),
    });
  }

  it("switches to the waiting account when the player says so", async () => {
    const response = await settlePendingSession(answer("switch"), SITE);
    await expect(response.json()).resolves.toEqual({ success: true, data: { switched: true } });
    expect(setCookies(response)).toMatch(new RegExp(`^accessToken=${PENDING};`, "m"));
    expect(setCookies(response)).toMatch(/^pendingAccessToken=;.*Max-Age=0/im);
  });

  it("keeps the current account and forgets the waiting token", async () => {
    const response = await settlePendingSession(answer("keep"), SITE);
    await expect(response.json()).resolves.toEqual({ success: true, data: { switched: false } });
    expect(setCookies(response)).not.toMatch(/^accessToken=/m);
    expect(setCookies(response)).toMatch(/^pendingAccessToken=;.*Max-Age=0/im);
  });

  it("refuses another site's request and a choice it does not know", async () => {
    expect((await settlePendingSession(answer("switch", "https://evil.example"), SITE)).status).toBe(403);
    expect((await settlePendingSession(answer("both"), SITE)).status).toBe(400);
  });
});
