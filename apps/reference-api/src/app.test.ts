import { describe, expect, it } from "vitest";
import { createApp } from "./app.ts";

describe("reference API", () => {
  it("answers its health route", async () => {
    const response = await createApp().request("/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", service: "reference-api" });
  });
});
