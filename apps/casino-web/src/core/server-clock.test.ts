import { describe, expect, it } from "vitest";
import { createServerClock } from "./server-clock";

describe("createServerClock", () => {
  it("starts at the configured instant and flows with the machine's clock from boot", () => {
    let machine = 1_000;
    const now = createServerClock("2026-11-23T12:00:00.000Z", 1_000, () => machine);
    expect(now().toISOString()).toBe("2026-11-23T12:00:00.000Z");
    machine += 90_000;
    expect(now().toISOString()).toBe("2026-11-23T12:01:30.000Z");
  });

  it("is the machine's clock when no start is configured, or the start is not an instant", () => {
    const machine = Date.parse("2027-03-01T08:00:00.000Z");
    expect(createServerClock(undefined, 0, () => machine)().getTime()).toBe(machine);
    expect(createServerClock("soon", 0, () => machine)().getTime()).toBe(machine);
  });
});
