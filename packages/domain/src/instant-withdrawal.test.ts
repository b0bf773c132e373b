import { describe, expect, it } from "vitest";
import { instantWithdrawalRefusal, instantWithdrawalStatus } from "./instant-withdrawal";

const report = { limit: 500, used: 149.99, period: "day", resetsAt: "2026-11-24T00:00:00.000Z" };

describe("instantWithdrawalStatus", () => {
  it("works out what is left exactly, to the cent", () => {
    expect(instantWithdrawalStatus(report, "EUR")).toEqual({
      limit: 500,
      used: 149.99,
      left: 350.01,
      percentUsed: 30,
      period: "day",
      resetsAt: new Date("2026-11-24T00:00:00.000Z"),
      exhausted: false,
    });
  });

  it("is exhausted when the period's allowance is used, and never shows more used than the limit", () => {
    expect(instantWithdrawalStatus({ ...report, used: 620 }, "EUR")).toMatchObject({
      used: 500,
      left: 0,
      percentUsed: 100,
      exhausted: true,
    });
  });

  it("counts nothing used when the back end reports no usage, and keeps no unreadable reset time", () => {
    expect(instantWithdrawalStatus({ limit: 0.5, period: "week", resetsAt: "soon" }, "BTC")).toMatchObject({
      used: 0,
      left: 0.5,
      resetsAt: null,
    });
  });

  it("is nothing when the back end offers no instant withdrawal or names a period this site does not know", () => {
    expect(instantWithdrawalStatus(null, "EUR")).toBeNull();
    expect(instantWithdrawalStatus({ ...report, limit: 0 }, "EUR")).toBeNull();
    expect(instantWithdrawalStatus({ ...report, period: "fortnight" }, "EUR")).toBeNull();
  });
});

describe("instantWithdrawalRefusal", () => {
  const status = instantWithdrawalStatus(report, "EUR");
  if (status === null) throw new Error("the report above is an allowance");

  it("lets out what is left to the cent, and refuses a cent more", () => {
    expect(instantWithdrawalRefusal(status, 350.01, "EUR")).toBeNull();
    expect(instantWithdrawalRefusal(status, 350.02, "EUR")).toBe("over-left");
  });

  it("refuses every amount once the allowance is used", () => {
    const used = instantWithdrawalStatus({ ...report, used: 500 }, "EUR");
    expect(used && instantWithdrawalRefusal(used, 1, "EUR")).toBe("exhausted");
  });

  it("leaves an amount that is not one yet to the amount field", () => {
    expect(instantWithdrawalRefusal(status, 0, "EUR")).toBeNull();
    expect(instantWithdrawalRefusal(status, 400.001, "EUR")).toBeNull();
  });
});
