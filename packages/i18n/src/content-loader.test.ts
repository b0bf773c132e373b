import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentCache } from "./content-cache";
import {
  createContentLoader,
  localeContentUrl,
  mergeTexts,
  type ContentLoadProblem,
  type FetchLike,
  type LocaleContent,
} from "./content-loader";

type Answer = { status: number; body: unknown } | Error;

/** A back end answering from `documents` by URL path; records every URL asked for. */
function fakeBackEnd(answer: (url: URL) => Answer) {
  const urls: string[] = [];
  const fetch: FetchLike = async (url) => {
    urls.push(url);
    const result = answer(new URL(url));
    if (result instanceof Error) throw result;
    return {
      ok: result.status >= 200 && result.status < 300,
      status: result.status,
      json: async () => {
        if (typeof result.body === "string") return JSON.parse(result.body) as unknown;
        return result.body;
      },
    };
  };
  return { fetch, urls };
}

const germanDocument = {
  "text.button.get": "Holen",
  "text.rakeback.claim.text": "Du hast [AA] erhalten.",
  "object.cookie.notice": { link: "/privacy-policy" },
  "array.faq.deposit": [{ question: "Wie?" }],
};

describe("createContentLoader", () => {
  it("asks for the locale document with the cache-control hash", async () => {
    const backEnd = fakeBackEnd(() => ({ status: 200, body: germanDocument }));
    const load = createContentLoader({ fetch: backEnd.fetch, baseUrl: "https://core.brand.example/" });
    await load("de", "abc123");
    expect(backEnd.urls).toEqual(["https://core.brand.example/api/core/casino/locales/de.json?_=abc123"]);
  });

  it("falls back key by key: back end, then the locale's static texts, then English", async () => {
    const backEnd = fakeBackEnd(() => ({ status: 200, body: { "text.button.get": "Holen" } }));
    const load = createContentLoader({
      fetch: backEnd.fetch,
      baseUrl: "https://core.brand.example",
      staticTexts: { de: { "button.get": "Nehmen", "button.more": "Mehr" } },
    });
    const { texts, source } = await load("de", "h1");
    expect(source).toBe("backend");
    expect(texts["button.get"]).toBe("Holen");
    expect(texts["button.more"]).toBe("Mehr");
    expect(texts["button.close"]).toBe("Close");
  });

  it("lets a brand's static English override the shipped English", async () => {
    const backEnd = fakeBackEnd(() => ({ status: 200, body: {} }));
    const load = createContentLoader({
      fetch: backEnd.fetch,
      baseUrl: "https://core.brand.example",
      staticTexts: { en: { "button.get": "Grab it" } },
    });
    expect((await load("de", "h1")).texts["button.get"]).toBe("Grab it");
    expect((await load("en", "h1")).texts["button.get"]).toBe("Grab it");
  });

  it("hands over the back end's objects and arrays by name", async () => {
    const backEnd = fakeBackEnd(() => ({ status: 200, body: germanDocument }));
    const content = await createContentLoader({ fetch: backEnd.fetch, baseUrl: "http://x" })("de", "h1");
    expect(content.objects["cookie.notice"]).toEqual({ link: "/privacy-policy" });
    expect(content.arrays["faq.deposit"]).toEqual([{ question: "Wie?" }]);
  });

  it.each<[string, Answer]>([
    ["a network error", new TypeError("fetch failed")],
    ["a 500 answer", { status: 500, body: { message: "Internal server error" } }],
    ["a 404 answer", { status: 404, body: {} }],
    ["a body that is not JSON", { status: 200, body: "<html>" }],
    ["a JSON list instead of an object", { status: 200, body: ["text.button.get"] }],
  ])("falls back to the static texts without throwing after %s", async (_name, answer) => {
    const problems: ContentLoadProblem[] = [];
    const backEnd = fakeBackEnd(() => answer);
    const load = createContentLoader({
      fetch: backEnd.fetch,
      baseUrl: "http://x",
      staticTexts: { de: { "button.more": "Mehr" } },
      onError: (problem) => problems.push(problem),
    });
    const content = await load("de", "h1");
    expect(content.source).toBe("static");
    expect(content.texts["button.more"]).toBe("Mehr");
    expect(content.texts["button.get"]).toBe("Get");
    expect(problems).toHaveLength(1);
    expect(problems[0]?.kind).toBe("request");
  });

  it("gives up after the timeout and falls back", async () => {
    const never: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    const content = await createContentLoader({ fetch: never, baseUrl: "http://x", timeoutMs: 20 })("de", "h1");
    expect(content.source).toBe("static");
  });

  it("tries again on the next request after a failed load", async () => {
    let up = false;
    const backEnd = fakeBackEnd(() => (up ? { status: 200, body: germanDocument } : { status: 503, body: {} }));
    const load = createContentLoader({ fetch: backEnd.fetch, baseUrl: "http://x" });
    expect((await load("de", "h1")).source).toBe("static");
    up = true;
    expect((await load("de", "h1")).texts["button.get"]).toBe("Holen");
    expect(backEnd.urls).toHaveLength(2);
  });

  it("reuses a loaded document for 5 minutes, then loads it again", async () => {
    let now = Date.UTC(2026, 10, 21, 12, 0);
    const backEnd = fakeBackEnd(() => ({ status: 200, body: germanDocument }));
    const load = createContentLoader({ fetch: backEnd.fetch, baseUrl: "http://x", now: () => now });
    await load("de", "h1");
    now += 4 * 60_000;
    await load("de", "h1");
    expect(backEnd.urls).toHaveLength(1);
    now += 60_000;
    await load("de", "h1");
    expect(backEnd.urls).toHaveLength(2);
  });

  it("loads again when the back end's hash changes", async () => {
    const backEnd = fakeBackEnd(() => ({ status: 200, body: germanDocument }));
    const load = createContentLoader({ fetch: backEnd.fetch, baseUrl: "http://x" });
    await load("de", "h1");
    await load("de", "h2");
    expect(backEnd.urls.map((url) => new URL(url).search)).toEqual(["?_=h1", "?_=h2"]);
  });

  it("shares one request among concurrent callers", async () => {
    const backEnd = fakeBackEnd(() => ({ status: 200, body: germanDocument }));
    const load = createContentLoader({ fetch: backEnd.fetch, baseUrl: "http://x" });
    const [first, second] = await Promise.all([load("de", "h1"), load("de", "h1")]);
    expect(backEnd.urls).toHaveLength(1);
    expect(first).toBe(second);
  });

  it("shares a cache passed in between loaders", async () => {
    const cache = createContentCache<LocaleContent>();
    const backEnd = fakeBackEnd(() => ({ status: 200, body: germanDocument }));
    await createContentLoader({ fetch: backEnd.fetch, baseUrl: "http://x", cache })("de", "h1");
    await createContentLoader({ fetch: backEnd.fetch, baseUrl: "http://x", cache })("de", "h1");
    expect(backEnd.urls).toHaveLength(1);
  });

  it("loads the default locale for a locale the site does not serve", async () => {
    const backEnd = fakeBackEnd(() => ({ status: 200, body: {} }));
    const content = await createContentLoader({ fetch: backEnd.fetch, baseUrl: "http://x" })("../../etc", "h1");
    expect(content.locale).toBe("en");
    expect(backEnd.urls).toEqual(["http://x/api/core/casino/locales/en.json?_=h1"]);
  });

  it("reports entries it left out while still using the rest", async () => {
    const problems: ContentLoadProblem[] = [];
    const backEnd = fakeBackEnd(() => ({ status: 200, body: { "text.button.get": 5, "text.button.more": "Mehr" } }));
    const load = createContentLoader({ fetch: backEnd.fetch, baseUrl: "http://x", onError: (p) => problems.push(p) });
    const content = await load("de", "h1");
    expect(content.texts["button.more"]).toBe("Mehr");
    expect(content.texts["button.get"]).toBe("Get");
    expect(problems).toEqual([expect.objectContaining({ kind: "entries", rejectedKeys: ["text.button.get"] })]);
  });
});

describe("createContentLoader against a real HTTP server with the global fetch", () => {
  let server: Server;
  let baseUrl = "";
  const requests: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? "");
      if (request.url?.startsWith("/api/core/casino/locales/tr.json")) {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ "text.button.get": "Al" }));
      } else {
        response.writeHead(503, { "content-type": "application/json" });
        response.end(JSON.stringify({ message: "Service Unavailable" }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("loads a document and falls back when the server is unavailable", async () => {
    const load = createContentLoader({ fetch: globalThis.fetch, baseUrl });
    expect((await load("tr", "v7")).texts["button.get"]).toBe("Al");
    const german = await load("de", "v7");
    expect(german.source).toBe("static");
    expect(german.texts["button.get"]).toBe("Get");
    expect(requests).toEqual(["/api/core/casino/locales/tr.json?_=v7", "/api/core/casino/locales/de.json?_=v7"]);
  });
});

describe("localeContentUrl and mergeTexts", () => {
  it("leaves the hash out when there is none", () => {
    expect(localeContentUrl("http://x", "pt-BR")).toBe("http://x/api/core/casino/locales/pt-BR.json");
  });

  it("lets the first source win and skips empty texts", () => {
    expect(mergeTexts({ a: "", b: "B1" }, undefined, { a: "A2", b: "B2", c: "C2" })).toEqual({
      a: "A2",
      b: "B1",
      c: "C2",
    });
  });
});
