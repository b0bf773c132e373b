import { describe, expect, it } from "vitest";
import { setUpClientUnderTest } from "../test-support/client-under-test";
import { sendJson } from "../test-support/test-server";

const { server, client, last } = setUpClientUnderTest();

describe("the health call", () => {
  it("asks GET /health whether the back end is up", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, { status: "ok", service: "reference-api" });
    });
    await expect(client().system.health()).resolves.toEqual({ status: "ok", service: "reference-api" });
    expect(`${last().method} ${last().url.pathname}`).toBe("GET /health");
  });

  it("rejects when the back end is down", async () => {
    server().handle((_request, response) => {
      sendJson(response, 503, { status: "starting" });
    });
    await expect(client().system.health()).rejects.toMatchObject({ kind: "http", status: 503 });
  });
});
