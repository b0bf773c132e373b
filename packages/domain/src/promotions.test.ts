import { describe, expect, it } from "vitest";
import { bonusListDayQuery, promotionsPreviewDates } from "./promotions";

describe("promotionsPreviewDates", () => {
  it("gives seven days from today", () => {
    expect(promotionsPreviewDates(new Date("2026-03-04T12:00:00Z"))).toEqual([
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
      "2026-03-10",
    ]);
  });

  it("starts from today in the player's zone", () => {
    expect(promotionsPreviewDates(new Date("2026-03-04T23:30:00Z"), "Asia/Tokyo")[0]).toBe("2026-03-05");
  });

  it("crosses a month end in a leap year", () => {
    expect(promotionsPreviewDates(new Date("2028-02-27T12:00:00Z")).slice(0, 4)).toEqual([
      "2028-02-27",
      "2028-02-28",
      "2028-02-29",
      "2028-03-01",
    ]);
  });
});

describe("bonusListDayQuery", () => {
  it("asks for a day by weekday, zone and the start of the day in that zone", () => {
    expect(bonusListDayQuery("2026-03-02", "Europe/Berlin")).toEqual({
      dayOfWeek: "1",
      timeZone: "Europe/Berlin",
      calendarDateTime: "2026-03-02T00:00:00.000+01:00",
      limit: "24",
      pageNo: "1",
    });
  });

  it("counts Sunday as day 7 and follows a daylight-saving change", () => {
    const query = bonusListDayQuery("2026-03-29", "Europe/Berlin", 2);
    expect(query.dayOfWeek).toBe("7");
    expect(query.calendarDateTime).toBe("2026-03-29T00:00:00.000+01:00");
    expect(bonusListDayQuery("2026-03-30", "Europe/Berlin").calendarDateTime).toBe("2026-03-30T00:00:00.000+02:00");
    expect(query.pageNo).toBe("2");
  });

  it("defaults to UTC", () => {
    expect(bonusListDayQuery("2026-03-04").calendarDateTime).toBe("2026-03-04T00:00:00.000Z");
  });
});
