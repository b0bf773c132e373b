import { afterEach, describe, expect, it, vi } from "vitest";
import { loadProxySettings } from "./proxy-settings";

const backend = { apiUrl: "http://api.test", coreUrl: "http://api.test", systemToken: undefined };

/** The back end answering settings2 with the brand named `brandName`, counting its calls. */
function answerSettings(brandName: string) {
  const fetchMock = vi.fn(async () =>
    Response.json({ success: true, data: { theme: "curacao", brandName } }, { status: 200 }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("loadProxySettings", () => {
  it("reuses what a page request loaded for the reuse time, then asks again", async () => {
    const first = answerSettings("One");
    expect(
      await loadProxySettings({ ...backend, guestReadReuseMs: 5_000 }, { prefetch: false, now: 1_000 }),
    ).toMatchObject({ brandName: "One" });
    expect(first).toHaveBeenCalledTimes(1);

    const second = answerSettings("Two");
    const within = await loadProxySettings({ ...backend, guestReadReuseMs: 5_000 }, { prefetch: false, now: 5_999 });
    expect(within).toMatchObject({ brandName: "One" });
    expect(second).not.toHaveBeenCalled();

    const after = await loadProxySettings({ ...backend, guestReadReuseMs: 5_000 }, { prefetch: false, now: 6_000 });
    expect(after).toMatchObject({ brandName: "Two" });
  });

  it("asks on every page request with no reuse time, while a prefetch still reuses them for 30 s", async () => {
    answerSettings("Three");
    await loadProxySettings({ ...backend, guestReadReuseMs: 0 }, { prefetch: false, now: 100_000 });
    const fetchMock = answerSettings("Four");
    expect(
      await loadProxySettings({ ...backend, guestReadReuseMs: 0 }, { prefetch: true, now: 129_999 }),
    ).toMatchObject({ brandName: "Three" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(
      await loadProxySettings({ ...backend, guestReadReuseMs: 0 }, { prefetch: false, now: 100_001 }),
    ).toMatchObject({ brandName: "Four" });
  });
});
