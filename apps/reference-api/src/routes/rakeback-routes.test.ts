import { isApiError } from "@casino/api-client";
import { rakebackDisplayState } from "@casino/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { loginAs, rawCall, startTestServer } from "../testing/test-server.ts";

describe("rakeback over HTTP", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("shows the depositor days in all four states across the 28-day window", async () => {
    const { client, userId } = await loginAs(server, "depositor@demo.casino");
    const { data: days } = await client.rakeback.getRakebackDays({ userId });
    const now = server.context.clock.now();
    const states = new Set(
      days.map((day) =>
        rakebackDisplayState(
          { dayDate: day.dayDate, amount: day.amount ?? 0, paidAt: day.paidAt, showButton: day.showButton ?? false },
          { now, authenticated: true },
        ),
      ),
    );
    expect([...states].sort()).toEqual(["available", "claimed", "not-claimed", "play-to-win"]);
  });

  it("pays an unpaid day once, answering data.amount, and refuses the second claim", async () => {
    const { client, userId, token } = await loginAs(server, "depositor@demo.casino");
    const before = (await client.user.getUserDetails()).data.userWallet?.amount ?? 0;
    const { data: days } = await client.rakeback.getRakebackDays({ userId });
    const day = days.find((entry) => entry.showButton === true && !entry.paidAt);
    if (!day) throw new Error("a claimable day is seeded for today and yesterday");
    const input = {
      bonusId: 100,
      claimDate: day.dayDate,
      customerDate: server.context.clock.now().toISOString(),
      timeZone: "UTC",
    };

    const first = await client.rakeback.claimRakeback(input);
    expect(first.data?.amount).toBe(day.amount);
    const second = await client.rakeback.claimRakeback(input).catch((error: unknown) => error);
    expect(isApiError(second) && second.status === 409 && second.code === "RAKEBACK_ALREADY_CLAIMED").toBe(true);

    const after = (await client.user.getUserDetails()).data.userWallet?.amount ?? 0;
    expect(after).toBeCloseTo(before + (day.amount ?? 0), 8);
    const refreshed = (await client.rakeback.getRakebackDays({ userId })).data.find(
      (entry) => entry.dayDate === day.dayDate,
    );
    expect(refreshed?.paidAt).toEqual(expect.any(String));
    expect(refreshed?.showButton).toBe(false);

    const raw = await rawCall(
      server,
      "POST",
      `/api/user/rakeback-claim?timeZone=UTC&bonusId=100&customerDate=${day.dayDate}`,
      { token, body: { bonusId: 100, claimDate: day.dayDate, customerDate: day.dayDate } },
    );
    expect(raw.status).toBe(409);
  });

  it("refuses a day that is neither today nor yesterday", async () => {
    const { client, userId } = await loginAs(server, "kyc@demo.casino");
    const { data: days } = await client.rakeback.getRakebackDays({ userId });
    const old = days.find(
      (entry) => entry.ended === true && !entry.paidAt && (entry.amount ?? 0) > 0 && entry.showButton !== true,
    );
    if (!old) throw new Error("an older unpaid day is seeded");
    const error = await client.rakeback
      .claimRakeback({
        bonusId: 100,
        claimDate: old.dayDate,
        customerDate: server.context.clock.now().toISOString(),
        timeZone: "UTC",
      })
      .catch((thrown: unknown) => thrown);
    expect(isApiError(error) && error.code).toBe("RAKEBACK_NOT_CLAIMABLE");
  });

  it("gives a player without deposits nothing to claim", async () => {
    const { client, userId } = await loginAs(server, "new@demo.casino");
    const { data: days } = await client.rakeback.getRakebackDays({ userId });
    expect(days.every((day) => day.amount === 0 && day.showButton === false)).toBe(true);
    expect((await client.rakeback.getCalendarAward({ userId })).data.userCalendarData).toBeNull();
  });

  it("computes the window from the server's current time", async () => {
    await rawCall(server, "POST", "/__control/time", { body: { now: "2030-01-09T12:00:00.000Z" } });
    try {
      const { client, userId } = await loginAs(server, "depositor@demo.casino");
      const { data: days } = await client.rakeback.getRakebackDays({ userId });
      // 2030-01-09 is a Wednesday: the window starts on the Monday of the week before.
      expect(days[0]?.dayDate).toBe("2029-12-31");
      expect(days.find((day) => day.dayDate === "2030-01-09")?.showButton).toBe(true);
    } finally {
      await rawCall(server, "DELETE", "/__control/time");
    }
  });

  it("at 23:59 UTC on the last day of a month, lets a Berlin player claim the first of the next month", async () => {
    await rawCall(server, "POST", "/__control/time", { body: { now: "2026-11-30T23:59:00.000Z" } });
    try {
      const { token, userId } = await loginAs(server, "depositor@demo.casino");
      const daysIn = async (zone: string) =>
        (await rawCall(server, "GET", `/api/admin/get-rakeback-days?user=${userId}&timeZone=${zone}`, { token }))
          .body as { data: { dayDate: string; showButton: boolean; future: boolean }[] };
      const berlin = (await daysIn("Europe/Berlin")).data;
      const utc = (await daysIn("UTC")).data;
      // Berlin is already at 00:59 on 1 December; UTC is still on 30 November.
      expect(berlin.find((day) => day.dayDate === "2026-12-01")).toMatchObject({ showButton: true, future: false });
      expect(utc.find((day) => day.dayDate === "2026-12-01")).toMatchObject({ showButton: false, future: true });
      expect(utc.find((day) => day.dayDate === "2026-11-30")?.showButton).toBe(true);

      const claim = await rawCall(server, "POST", "/api/user/rakeback-claim?timeZone=Europe/Berlin", {
        token,
        body: { bonusId: 100, claimDate: "2026-12-01", customerDate: "2026-12-01T00:59:00+01:00" },
      });
      expect(claim.status).toBe(200);
      const refused = await rawCall(server, "POST", "/api/user/rakeback-claim?timeZone=UTC", {
        token,
        body: { bonusId: 100, claimDate: "2026-12-01", customerDate: "2026-11-30T23:59:00Z" },
      });
      expect(refused.body).toMatchObject({ errorCode: "RAKEBACK_ALREADY_CLAIMED" });
    } finally {
      await rawCall(server, "DELETE", "/__control/time");
    }
  });

  it("counts a player's claims in one zone: UTC+14 then UTC-11 cannot stretch today or yesterday over four days", async () => {
    // At 10:30 UTC, Kiritimati (UTC+14) is on 11 June and Pago Pago (UTC-11) still on 9 June.
    const zoned = await startTestServer({ clockStart: new Date("2026-06-10T10:30:00.000Z") });
    try {
      const { token } = await loginAs(zoned, "depositor@demo.casino");
      const claim = (zone: string, claimDate: string) =>
        rawCall(zoned, "POST", `/api/user/rakeback-claim?timeZone=${zone}`, {
          token,
          body: { bonusId: 100, claimDate, customerDate: "2026-06-10T10:30:00Z" },
        });
      expect((await claim("Pacific/Kiritimati", "2026-06-11")).status).toBe(200);
      for (const day of ["2026-06-09", "2026-06-08"]) {
        expect(await claim("Pacific/Pago_Pago", day), day).toMatchObject({
          status: 422,
          body: { errorCode: "RAKEBACK_NOT_CLAIMABLE" },
        });
      }
      // Yesterday in the zone the player claims in is still theirs, whatever zone the call names.
      expect((await claim("Pacific/Pago_Pago", "2026-06-10")).status).toBe(200);
    } finally {
      await zoned.close();
    }
  });

  it("keeps 28 calendar days across the night Berlin moves to summer time", async () => {
    // 22:30 UTC on Sunday 29 March 2026 is 00:30 on Monday 30 March in Berlin (CEST since 01:00 UTC).
    await rawCall(server, "POST", "/__control/time", { body: { now: "2026-03-29T22:30:00.000Z" } });
    try {
      const { token, userId } = await loginAs(server, "depositor@demo.casino");
      const answer = await rawCall(
        server,
        "GET",
        `/api/admin/get-rakeback-days?user=${userId}&timeZone=Europe/Berlin`,
        { token },
      );
      const days = (answer.body as { data: { dayDate: string; showButton: boolean; paidAt: string | null }[] }).data;
      expect(days).toHaveLength(28);
      expect(days[0]?.dayDate).toBe("2026-03-23");
      expect(days.at(-1)?.dayDate).toBe("2026-04-19");
      expect(new Set(days.map((day) => day.dayDate)).size).toBe(28);
      // Today and yesterday (the Sunday of the change) are the claimable ones.
      expect(days.filter((day) => day.showButton).map((day) => day.dayDate)).toEqual(
        expect.arrayContaining(["2026-03-29", "2026-03-30"]),
      );
    } finally {
      await rawCall(server, "DELETE", "/__control/time");
    }
  });

  it("moves the cashback ngr with the player's stakes and wins in the current cycle", async () => {
    // Mid-cycle, so the :00/:30 reset cannot fall between the bet and the read.
    await rawCall(server, "POST", "/__control/time", { body: { now: "2030-01-09T12:10:00.000Z" } });
    try {
      const { client, userId, token } = await loginAs(server, "kyc@demo.casino");
      expect((await client.rakeback.getCalendarAward({ userId })).data.userCalendarData?.ngr).toBe(0);
      await rawCall(server, "POST", "/api/game/bet", { token, body: { amount: 10, winAmount: 4 } });
      const award = (await client.rakeback.getCalendarAward({ userId })).data.userCalendarData;
      expect(award).toMatchObject({ ngr: 6, payout: 0.6, percent: 10 });
      await rawCall(server, "POST", "/__control/time", { body: { now: "2030-01-09T12:31:00.000Z" } });
      expect((await client.rakeback.getCalendarAward({ userId })).data.userCalendarData?.ngr).toBe(0);
    } finally {
      await rawCall(server, "DELETE", "/__control/time");
    }
  });
});

describe("another player's rewards", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ systemToken: "test-system-token" });
  });
  afterAll(() => server.close());

  const paths = (userId: number) => [
    `/api/admin/get-rakeback-days?user=${String(userId)}`,
    `/api/user/calendar-award?user=${String(userId)}`,
  ];

  it("are not readable without a token through ?user=", async () => {
    const { userId } = await loginAs(server, "depositor@demo.casino");
    for (const path of paths(userId)) {
      expect(await rawCall(server, "GET", path), path).toMatchObject({
        status: 403,
        body: { errorCode: "TOKEN_REQUIRED" },
      });
    }
  });

  it("are not found with another player's token, which cannot tell them from a player who does not exist", async () => {
    const { userId } = await loginAs(server, "depositor@demo.casino");
    const { token: otherToken } = await loginAs(server, "kyc@demo.casino");
    for (const path of [...paths(userId), ...paths(99_999)]) {
      expect(await rawCall(server, "GET", path, { token: otherToken }), path).toMatchObject({
        status: 404,
        body: { errorCode: "NOT_FOUND" },
      });
    }
  });

  it("are readable by the player's own token, and by the brand's system token alone", async () => {
    const { userId, token } = await loginAs(server, "depositor@demo.casino");
    for (const path of paths(userId)) {
      expect((await rawCall(server, "GET", path, { token })).status, path).toBe(200);
      const system = await rawCall(server, "GET", path, { headers: { "x-system-access-token": "test-system-token" } });
      expect(system.status, path).toBe(200);
      const forged = await rawCall(server, "GET", path, { headers: { "x-system-access-token": "guessed" } });
      expect(forged.status, path).toBe(403);
    }
  });
});
