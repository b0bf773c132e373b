import { describe, expect, it } from "vitest";
import { countdownParts, countdownTarget, tournamentState } from "./tournaments";

const weekend = { startsAt: "2026-11-28T00:00:00.000Z", endsAt: "2026-11-30T00:00:00.000Z" };

describe("tournament states", () => {
  it("starts in a while before its start, runs from its start, and has ended from its end", () => {
    expect(tournamentState(weekend, new Date("2026-11-27T23:59:59.999Z"))).toBe("upcoming");
    expect(tournamentState(weekend, new Date("2026-11-28T00:00:00.000Z"))).toBe("running");
    expect(tournamentState(weekend, new Date("2026-11-29T23:59:59.999Z"))).toBe("running");
    expect(tournamentState(weekend, new Date("2026-11-30T00:00:00.000Z"))).toBe("ended");
  });

  it("counts down to the start of an upcoming tournament and to the end of a running one", () => {
    expect(countdownTarget(weekend, new Date("2026-11-27T00:00:00Z"))?.toISOString()).toBe(weekend.startsAt);
    expect(countdownTarget(weekend, new Date("2026-11-29T00:00:00Z"))?.toISOString()).toBe(weekend.endsAt);
    expect(countdownTarget(weekend, new Date("2026-12-01T00:00:00Z"))).toBeNull();
  });
});

describe("the countdown in days, hours, minutes and seconds", () => {
  it("splits the time left into whole units", () => {
    expect(countdownParts(new Date("2026-11-25T01:02:03.900Z"), new Date("2026-11-23T00:00:00Z"))).toEqual({
      days: 2,
      hours: 1,
      minutes: 2,
      seconds: 3,
    });
  });

  it("reads zero once the moment has passed", () => {
    expect(countdownParts(new Date("2026-11-23T00:00:00Z"), new Date("2026-11-23T00:00:05Z"))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
});
