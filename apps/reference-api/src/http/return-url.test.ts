import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CORS_ORIGIN } from "../config.ts";
import type { RunningServer } from "../server.ts";
import { startTestServer } from "../testing/test-server.ts";
import { allowedReturnUrl } from "./return-url.ts";

describe("allowedReturnUrl", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("takes a page on the site's own origin", () => {
    expect(allowedReturnUrl(server.context, `${DEFAULT_CORS_ORIGIN}/deposit?x=1`)).toBe(
      `${DEFAULT_CORS_ORIGIN}/deposit?x=1`,
    );
  });

  it("refuses a return address that carries user:password@, even on the site's own origin", () => {
    const site = new URL(DEFAULT_CORS_ORIGIN);
    for (const userinfo of ["user:password@", "user@", ":secret@"]) {
      const returnUrl = `${site.protocol}//${userinfo}${site.host}/deposit`;
      expect(() => allowedReturnUrl(server.context, returnUrl), returnUrl).toThrow(
        expect.objectContaining({ errorCode: "RETURN_URL_NOT_ALLOWED" }),
      );
    }
  });
});
