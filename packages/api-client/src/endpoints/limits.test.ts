import { describe, expect, it } from "vitest";
import { setUpClientUnderTest } from "../test-support/client-under-test";
import { sendJson } from "../test-support/test-server";

const { server, client, last } = setUpClientUnderTest();

describe("the bonus-buy exemption", () => {
  it("asks POST /api/user/exclude-next-transaction with the player's token and the game", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, { success: true });
    });
    await expect(client().limits.excludeNextTransaction({ gameSlug: "book-of-embers" })).resolves.toMatchObject({
      success: true,
    });
    expect(`${last().method} ${last().url.pathname}`).toBe("POST /api/user/exclude-next-transaction");
    expect(last().headers.authorization).toMatch(/^Bearer /);
    expect(JSON.parse(last().body)).toEqual({ gameSlug: "book-of-embers" });
  });
});
