import { describe, expect, it } from "vitest";
import { jsonBody, setUpClientUnderTest } from "../test-support/client-under-test";
import { bonusListBody } from "../test-support/fixtures";
import { sendJson } from "../test-support/test-server";

const { server, client, last } = setUpClientUnderTest();

describe("bonus calls", () => {
  it("asks for all bonuses 24 a page with every query parameter given", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, bonusListBody);
    });
    const list = await client().bonus.getAllBonus({
      isDeposit: true,
      language: "en",
      cpnc: "c1",
      dayOfWeek: 3,
      timeZone: "Europe/Lisbon",
      countryCheck: "PT",
      currencyCode: "EUR",
      countryCode: "PT",
      subdivision: "11",
      type: "calendar",
      calendarDateTime: "2026-11-21T10:00:00",
    });

    expect(list.data.bonus.rows[0]?.banner?.bannerTitle).toContain("Welcome");
    expect(last().url.pathname).toBe("/api/admin/get-all-bonus");
    expect(Object.fromEntries(last().url.searchParams)).toEqual({
      pageNo: "1",
      limit: "24",
      isDeposit: "true",
      language: "en",
      cpnc: "c1",
      dayOfWeek: "3",
      timeZone: "Europe/Lisbon",
      countryCheck: "PT",
      currencyCode: "EUR",
      countryCode: "PT",
      subdivision: "11",
      type: "calendar",
      calendarDateTime: "2026-11-21T10:00:00",
    });
  });

  it("leaves out the parameters not given", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, bonusListBody);
    });
    await client().bonus.getAllBonus({ pageNo: 2 });
    expect(last().url.search).toBe("?pageNo=2&limit=24");
  });

  it("activates, cancels and claims bonuses and applies coupons by POST", async () => {
    await client().bonus.activateBonus({ bonusId: 7 });
    await client().bonus.cancelBonus({ bonusId: 7, userBonusId: 70 });
    await client().bonus.claimBonus({ bonusId: 8 });
    await client().bonus.applyCoupon({ couponCode: "SPRING" });

    expect(server().requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      "POST /api/user/activate-bonus",
      "POST /api/user/cancel-bonus",
      "POST /api/user/claim-bonus",
      "POST /api/user/apply-coupon",
    ]);
    expect(jsonBody(last())).toEqual({ couponCode: "SPRING" });
  });

  it("sends the player's yes to burning the active bonus with the activation", async () => {
    await client().bonus.activateBonus({ bonusId: 2, confirmCancelActive: true });
    expect(jsonBody(last())).toEqual({ bonusId: 2, confirmCancelActive: true });
  });
});
