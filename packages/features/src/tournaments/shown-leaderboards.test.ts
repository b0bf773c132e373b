import { describe, expect, it } from "vitest";
import { shownLeaderboards } from "./shown-leaderboards.js";

const weekend = { id: 1, startsAt: "2026-11-28T00:00:00Z", endsAt: "2026-11-30T00:00:00Z" };
const nextWeek = { id: 2, startsAt: "2026-12-05T00:00:00Z", endsAt: "2026-12-07T00:00:00Z" };
const lastWeek = { id: 3, startsAt: "2026-11-21T00:00:00Z", endsAt: "2026-11-23T00:00:00Z" };

describe("shownLeaderboards", () => {
  it("keeps the running and the ended tournaments, not the one still coming", () => {
    const ids = shownLeaderboards([weekend, nextWeek, lastWeek], new Date("2026-11-29T12:00:00Z")).map(({ id }) => id);
    expect(ids).toEqual([1, 3]);
  });

  it("shows a board from the instant its tournament starts", () => {
    expect(shownLeaderboards([weekend], new Date("2026-11-27T23:59:59.999Z"))).toEqual([]);
    expect(shownLeaderboards([weekend], new Date("2026-11-28T00:00:00.000Z"))).toEqual([weekend]);
  });
});
