import { describe, expect, it, vi } from "vitest";
import { createGuestReadFetch } from "./guest-reads";

function backEnd(status = 200) {
  let calls = 0;
  const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
    calls += 1;
    const url = input instanceof Request ? input.url : String(input);
    return new Response(JSON.stringify({ url, call: calls }), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  return fetchImpl;
}

describe("createGuestReadFetch", () => {
  it("serves a read asked again within the reuse time from the first answer", async () => {
    const fetchImpl = backEnd();
    let now = 1_000;
    const guestFetch = createGuestReadFetch({ reuseMs: 5_000, fetchImpl, now: () => now });
    const first = await (await guestFetch("http://api.test/api/admin/get-games?category=hot")).json();
    now += 4_999;
    const second = await (await guestFetch(new Request("http://api.test/api/admin/get-games?category=hot"))).json();
    expect(second).toEqual(first);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("asks the back end again once the reuse time has passed, and per address", async () => {
    const fetchImpl = backEnd();
    let now = 1_000;
    const guestFetch = createGuestReadFetch({ reuseMs: 5_000, fetchImpl, now: () => now });
    await guestFetch("http://api.test/a");
    await guestFetch("http://api.test/b");
    now += 5_000;
    expect(await (await guestFetch("http://api.test/a")).json()).toEqual({ url: "http://api.test/a", call: 3 });
  });

  it("shares one call between renders asking at once", async () => {
    const fetchImpl = backEnd();
    const guestFetch = createGuestReadFetch({ fetchImpl, now: () => 0 });
    const answers = await Promise.all([guestFetch("http://api.test/a"), guestFetch("http://api.test/a")]);
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([
      { url: "http://api.test/a", call: 1 },
      { url: "http://api.test/a", call: 1 },
    ]);
  });

  it("keeps no error answer and no call that is not a read", async () => {
    const failing = backEnd(503);
    const guestFetch = createGuestReadFetch({ fetchImpl: failing, now: () => 0 });
    expect((await guestFetch("http://api.test/a")).status).toBe(503);
    expect((await guestFetch("http://api.test/a")).status).toBe(503);
    expect(failing).toHaveBeenCalledTimes(2);

    const fetchImpl = backEnd();
    const posting = createGuestReadFetch({ fetchImpl, now: () => 0 });
    await posting("http://api.test/a", { method: "POST", body: "{}" });
    await posting("http://api.test/a", { method: "POST", body: "{}" });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("gives up waiting when the caller's own time limit runs out", async () => {
    const guestFetch = createGuestReadFetch({ fetchImpl: () => new Promise<Response>(() => undefined), now: () => 0 });
    const limit = new AbortController();
    const waiting = guestFetch("http://api.test/slow", { signal: limit.signal });
    limit.abort(new Error("timed out"));
    await expect(waiting).rejects.toThrow("timed out");
  });
});
