import { describe, expect, it } from "vitest";
import { jsonBody, setUpClientUnderTest } from "../test-support/client-under-test";
import { calendarAwardBody, rakebackClaimBody, rakebackDaysBody } from "../test-support/fixtures";
import { sendJson } from "../test-support/test-server";

const { server, client, last } = setUpClientUnderTest();

describe("rakeback calls", () => {
  it("asks for the rakeback days of a user and bonus", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, rakebackDaysBody);
    });
    const days = await client().rakeback.getRakebackDays({ userId: 42, bonusId: 9 });
    expect(days.data).toHaveLength(2);
    expect(last().url.pathname + last().url.search).toBe("/api/admin/get-rakeback-days?user=42&bonusId=9");
  });

  it("claims with the zone and dates in the query and bonusId, claimDate, customerDate in the body", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, rakebackClaimBody);
    });
    const answer = await client().rakeback.claimRakeback({
      bonusId: 9,
      claimDate: "2026-11-20",
      customerDate: "2026-11-21T10:00:00+00:00",
      timeZone: "Europe/Lisbon",
    });

    expect(answer.data?.amount).toBe(1.25);
    expect(last().method).toBe("POST");
    expect(last().url.pathname).toBe("/api/user/rakeback-claim");
    expect(Object.fromEntries(last().url.searchParams)).toEqual({
      timeZone: "Europe/Lisbon",
      customerDate: "2026-11-21T10:00:00+00:00",
      bonusId: "9",
    });
    expect(jsonBody(last())).toEqual({
      bonusId: 9,
      claimDate: "2026-11-20",
      customerDate: "2026-11-21T10:00:00+00:00",
    });
  });

  it("reads the calendar award of a user", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, calendarAwardBody);
    });
    const award = await client().rakeback.getCalendarAward({ userId: 42 });
    expect(award.data.userCalendarData?.ngr).toBe(200);
    expect(last().url.pathname + last().url.search).toBe("/api/user/calendar-award?user=42");
  });

  it("claims a reward by POST", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, { success: true, data: { amount: 5 } });
    });
    const answer = await client().rakeback.claimReward({ dayDate: "2026-11-21" });
    expect(answer.data?.amount).toBe(5);
    expect(last().url.pathname).toBe("/api/user/claim-reward");
  });
});
