import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Clock } from "./clock.ts";

// The machine's time is faked: the clock is the only reader of it, and these tests pin it.
const MACHINE_TIME = new Date("2026-11-30T23:59:00.000Z");

describe("Clock", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: MACHINE_TIME });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("follows the machine's time when no start instant is configured", () => {
    const clock = new Clock();
    expect(clock.now().toISOString()).toBe("2026-11-30T23:59:00.000Z");
    vi.advanceTimersByTime(90_000);
    expect(clock.now().toISOString()).toBe("2026-12-01T00:00:30.000Z");
  });

  it("starts at the configured instant and flows from there", () => {
    const clock = new Clock(new Date("2026-03-29T00:59:30.000Z"));
    expect(clock.now().toISOString()).toBe("2026-03-29T00:59:30.000Z");
    vi.advanceTimersByTime(60_000);
    expect(clock.now().toISOString()).toBe("2026-03-29T01:00:30.000Z");
  });

  it("jumps to a set instant, and back to the start instant on reset", () => {
    const clock = new Clock(new Date("2026-11-30T03:30:00.000Z"));
    clock.set(new Date("2031-06-01T08:00:00.000Z"));
    vi.advanceTimersByTime(1_000);
    expect(clock.now().toISOString()).toBe("2031-06-01T08:00:01.000Z");
    clock.reset();
    expect(clock.now().toISOString()).toBe("2026-11-30T03:30:00.000Z");
  });

  it("goes back to the machine's time on reset when no start instant is configured", () => {
    const clock = new Clock();
    clock.set(new Date("2031-06-01T08:00:00.000Z"));
    clock.reset();
    expect(clock.now().toISOString()).toBe(MACHINE_TIME.toISOString());
  });
});
