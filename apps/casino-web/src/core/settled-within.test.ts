import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settledWithin } from "./settled-within";

describe("settledWithin", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers true as soon as the work settles, fulfilled or rejected, and leaves no timer", async () => {
    await expect(settledWithin(Promise.resolve("read"), 3_000)).resolves.toBe(true);
    await expect(settledWithin(Promise.reject(new Error("refused")), 3_000)).resolves.toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("answers false once the time is up, while the work goes on", async () => {
    let finish: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const answer = settledWithin(slow, 3_000);
    await vi.advanceTimersByTimeAsync(2_999);
    let answered = false;
    void answer.then(() => {
      answered = true;
    });
    await Promise.resolve();
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe(false);
    finish();
    await expect(slow).resolves.toBeUndefined();
  });
});
