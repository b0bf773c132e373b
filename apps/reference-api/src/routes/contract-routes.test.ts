import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { startTestServer } from "../testing/test-server.ts";

describe("the contract routes", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("serves the OpenAPI document with itself as the server", async () => {
    const response = await fetch(`${server.url}/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; servers: unknown; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: server.url }]);
    expect(Object.keys(document.paths)).toContain("/api/admin/get-games");
  });

  it("serves a browsable page from the installed viewer, and nothing else of its package", async () => {
    const page = await (await fetch(`${server.url}/docs`)).text();
    expect(page).toContain('<script src="/docs/swagger-ui-bundle.js"></script>');
    const bundle = await fetch(`${server.url}/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toContain("javascript");
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    expect(await (await fetch(`${server.url}/docs/start.js`)).text()).toContain('url: "/openapi.json"');
    expect((await fetch(`${server.url}/docs/package.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/docs/..%2Fpackage.json`)).status).toBe(404);
  });
});
