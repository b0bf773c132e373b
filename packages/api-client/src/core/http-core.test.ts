import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isApiError, type ApiError } from "../api-error";
import { createApiClient } from "../create-api-client";
import { userDetailsBody } from "../test-support/fixtures";
import { sendJson, startTestServer, type TestServer } from "../test-support/test-server";

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("the call conventions", () => {
  it("sends the bearer token, its Authorization2 duplicate, the language and no-cache headers", async () => {
    server.handle((_request, response) => {
      sendJson(response, 200, userDetailsBody);
    });
    const client = createApiClient({ baseUrl: server.url, getToken: () => "tok-1" });

    const details = await client.user.getUserDetails();

    expect(details.data.getUser.userId).toBe(42);
    const [request] = server.requests;
    expect(request?.method).toBe("GET");
    expect(request?.url.pathname).toBe("/api/user/get-user-details");
    expect(request?.headers.authorization).toBe("Bearer tok-1");
    expect(request?.headers.authorization2).toBe("Bearer tok-1");
    expect(request?.headers.language).toBe("en");
    expect(request?.headers["cache-control"]).toContain("no-cache");
    expect(request?.headers.pragma).toBe("no-cache");
  });

  it("reads the token and the language again for every call", async () => {
    let token = "first";
    let language = "pt";
    const client = createApiClient({ baseUrl: server.url, getToken: async () => token, language: () => language });

    await client.events.logEvent({ event: "PAGE_VIEW" });
    token = "second";
    language = "de";
    await client.events.logEvent({ event: "PAGE_VIEW" });

    expect(server.requests.map((request) => request.headers.authorization)).toEqual(["Bearer first", "Bearer second"]);
    expect(server.requests.map((request) => request.headers.language)).toEqual(["pt", "de"]);
  });

  it("sends no Authorization header when signed out", async () => {
    const client = createApiClient({ baseUrl: server.url, getToken: () => null });
    await client.events.logEvent({ event: "PAGE_VIEW" });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.headers.authorization2).toBeUndefined();
  });

  it("sends no no-cache headers on a cached call and passes the cache hash", async () => {
    server.handle((_request, response) => {
      sendJson(response, 200, { "text.hello": "Olá" });
    });
    const client = createApiClient({ baseUrl: server.url });

    const texts = await client.content.getLocaleTexts({ locale: "pt-BR", hash: "h7" });

    expect(texts["text.hello"]).toBe("Olá");
    const [request] = server.requests;
    expect(request?.url.pathname).toBe("/api/core/casino/locales/pt-BR.json");
    expect(request?.url.searchParams.get("_")).toBe("h7");
    expect(request?.headers["cache-control"]).toBeUndefined();
    expect(request?.headers.pragma).toBeUndefined();
  });

  it("sends /api/core paths to the core host and the rest to the API host", async () => {
    const core = await startTestServer((_request, response) => {
      sendJson(response, 200, { success: true, data: {} });
    });
    try {
      const client = createApiClient({ baseUrl: server.url, coreUrl: core.url });
      await client.content.getSettings();
      await client.events.logEvent({ event: "PAGE_VIEW" });

      expect(core.requests.map((request) => request.url.pathname)).toEqual(["/api/core/casino/settings2"]);
      expect(server.requests.map((request) => request.url.pathname)).toEqual(["/api/user/log-event"]);
    } finally {
      await core.close();
    }
  });

  it("sends the system access token header only when configured", async () => {
    await createApiClient({ baseUrl: server.url }).events.logEvent({ event: "A" });
    await createApiClient({ baseUrl: server.url, systemAccessToken: "sys-secret" }).events.logEvent({ event: "B" });
    await createApiClient({
      baseUrl: server.url,
      systemAccessToken: "sys-2",
      systemAccessTokenHeader: "x-brand-system",
    }).events.logEvent({ event: "C" });

    expect(server.requests[0]?.headers["x-system-access-token"]).toBeUndefined();
    expect(server.requests[1]?.headers["x-system-access-token"]).toBe("sys-secret");
    expect(server.requests[2]?.headers["x-brand-system"]).toBe("sys-2");
  });

  it("uses overridden paths", async () => {
    const client = createApiClient({ baseUrl: server.url, paths: { logEvent: "/v2/events" } });
    await client.events.logEvent({ event: "PAGE_VIEW" });
    expect(server.requests[0]?.url.pathname).toBe("/v2/events");
    expect(client.paths.logEvent).toBe("/v2/events");
    expect(client.paths.login).toBe("/api/user/login");
  });

  it("has a DELETE helper with the same conventions", async () => {
    server.handle((_request, response) => {
      sendJson(response, 200, { success: true, removed: 3 });
    });
    const client = createApiClient({ baseUrl: server.url, getToken: () => "tok" });

    const body = await client.delete("/api/user/favorites/3", { searchParams: { gameId: 3 } });

    expect(body).toEqual({ success: true, removed: 3 });
    expect(server.requests[0]?.method).toBe("DELETE");
    expect(server.requests[0]?.url.search).toBe("?gameId=3");
    expect(server.requests[0]?.headers.authorization).toBe("Bearer tok");
  });
});

describe("time limits", () => {
  it("fails with kind timeout when the answer is later than the limit", async () => {
    server.handle((_request, response) => {
      setTimeout(() => {
        sendJson(response, 200, { success: true });
      }, 400);
    });
    const client = createApiClient({ baseUrl: server.url, timeoutMs: 50 });

    const error = await caught(client.events.logEvent({ event: "PAGE_VIEW" }));

    expect(error.kind).toBe("timeout");
    expect(error.endpoint).toBe("logEvent");
  });

  it("limits the server-side user check separately and renders it as authenticated without data", async () => {
    server.handle((_request, response) => {
      setTimeout(() => {
        sendJson(response, 200, userDetailsBody);
      }, 400);
    });
    const client = createApiClient({ baseUrl: server.url, getToken: () => "tok", serverUserCheckTimeoutMs: 50 });

    await expect(client.user.checkUserOnServer()).resolves.toEqual({ status: "authenticated-without-data" });
    // The ordinary limit (15 s by default) is untouched: the same call waits for its answer.
    await expect(client.user.getUserDetails()).resolves.toMatchObject({ data: { getUser: { userId: 42 } } });
  });

  it("reports the server-side user check as authenticated with the details, or unauthenticated on a 401", async () => {
    server.handle((_request, response) => {
      sendJson(response, 200, userDetailsBody);
    });
    const client = createApiClient({ baseUrl: server.url, getToken: () => "tok" });
    const found = await client.user.checkUserOnServer();
    expect(found.status === "authenticated" && found.details.getUser.email).toBe("ana@example.com");

    server.handle((_request, response) => {
      sendJson(response, 401, { success: false, errorCode: "INVALID_TOKEN" });
    });
    await expect(client.user.checkUserOnServer()).resolves.toEqual({ status: "unauthenticated" });
  });
});

describe("errors", () => {
  it("calls the session-expired handler on 403 and logs only a warning", async () => {
    server.handle((_request, response) => {
      sendJson(response, 403, { success: false, message: "expired" });
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const errorLog = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const onSessionExpired = vi.fn();
    const client = createApiClient({ baseUrl: server.url, getToken: () => "old", onSessionExpired });

    const error = await caught(client.bonus.getAllBonus());

    expect(error.status).toBe(403);
    expect(onSessionExpired).toHaveBeenCalledWith({ endpoint: "allBonus" });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(errorLog).not.toHaveBeenCalled();
    warn.mockRestore();
    errorLog.mockRestore();
  });

  it("throws the parsed JSON body of any other non-200 answer with the server's code", async () => {
    server.handle((_request, response) => {
      sendJson(response, 400, { success: false, errorCode: "PAYMENT_LIMIT_THRESHOLD", message: "Daily limit" });
    });
    const onSessionExpired = vi.fn();
    const client = createApiClient({ baseUrl: server.url, getToken: () => "tok", onSessionExpired });

    const error = await caught(client.payments.deposit({ paymentMethodId: 1, amount: 25, currencyCode: "EUR" }));

    expect(error.kind).toBe("http");
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ success: false, errorCode: "PAYMENT_LIMIT_THRESHOLD", message: "Daily limit" });
    expect(error.code).toBe("PAYMENT_LIMIT_THRESHOLD");
    expect(error.serverMessage).toBe("Daily limit");
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("reads every 2xx as a success: a 201 with its body, a 204 as no body at all", async () => {
    server.handle((request, response) => {
      if (request.method === "DELETE") {
        response.writeHead(204);
        response.end();
      } else sendJson(response, 201, { success: true });
    });
    const client = createApiClient({ baseUrl: server.url });

    await expect(client.events.logEvent({ event: "X" })).resolves.toEqual({ success: true });
    await expect(client.delete("/api/user/favorites/3", { schema: v.undefined() })).resolves.toBeUndefined();
  });

  it("gives invalid-response when a 204 answers a call that expects a body", async () => {
    server.handle((_request, response) => {
      response.writeHead(204);
      response.end();
    });
    const error = await caught(createApiClient({ baseUrl: server.url }).content.getSettings());
    expect(error.kind).toBe("invalid-response");
    expect(error.status).toBe(204);
  });

  it("throws the raw text when an error body is not JSON", async () => {
    server.handle((_request, response) => {
      response.writeHead(502, { "content-type": "text/html" });
      response.end("<h1>Bad gateway</h1>");
    });
    const error = await caught(createApiClient({ baseUrl: server.url }).content.getSettings());
    expect(error.status).toBe(502);
    expect(error.body).toBe("<h1>Bad gateway</h1>");
    expect(error.code).toBeUndefined();
  });

  it("rejects token-required calls before sending when there is no token", async () => {
    const client = createApiClient({ baseUrl: server.url, getToken: () => "" });

    const calls = [
      client.user.getUserDetails(),
      client.documents.getDocuments(),
      client.documents.getDocumentLabels(),
      client.bonus.getUserBonus(),
    ];
    const errors = await Promise.all(calls.map(caught));

    expect(errors.map((error) => error.kind)).toEqual([
      "unauthenticated",
      "unauthenticated",
      "unauthenticated",
      "unauthenticated",
    ]);
    expect(server.requests).toHaveLength(0);
  });

  it("sends token-required calls without a bearer while a session it cannot read is open", async () => {
    server.handle((_request, response) => {
      sendJson(response, 200, userDetailsBody);
    });
    let signedIn = true;
    const client = createApiClient({ baseUrl: server.url, hasSession: () => signedIn });

    await client.user.getUserDetails();
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.headers.authorization2).toBeUndefined();
    await expect(client.hasToken()).resolves.toBe(true);

    signedIn = false;
    expect((await caught(client.user.getUserDetails())).kind).toBe("unauthenticated");
    expect(server.requests).toHaveLength(1);
    await expect(client.hasToken()).resolves.toBe(false);
  });

  it("gives invalid-response with the path of the bad field when a body does not fit", async () => {
    server.handle((_request, response) => {
      sendJson(response, 200, { success: true, data: { getUser: { email: "no-id@example.com" } } });
    });
    const client = createApiClient({ baseUrl: server.url, getToken: () => "tok" });

    const error = await caught(client.user.getUserDetails());

    expect(error.kind).toBe("invalid-response");
    expect(error.issuePath).toBe("data.getUser.userId");
    expect(error.message).toContain("data.getUser.userId");
  });

  it("gives invalid-response when a 200 body is not JSON", async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end("{not json");
    });
    const error = await caught(createApiClient({ baseUrl: server.url }).content.getSettings());
    expect(error.kind).toBe("invalid-response");
    expect(error.body).toBe("{not json");
  });

  it("gives kind network when the server cannot be reached", async () => {
    const url = server.url;
    await server.close();
    server = await startTestServer();
    const error = await caught(createApiClient({ baseUrl: url }).content.getSettings());
    expect(error.kind).toBe("network");
  });
});
