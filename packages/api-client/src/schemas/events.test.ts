import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { balanceEventSchema, depositEventSchema, walletMovementEventSchema } from "./events";

describe("realtime event schemas", () => {
  it("reads balance as cash, nonCash and total", () => {
    expect(v.parse(balanceEventSchema, { cash: "10.50", nonCash: 2, total: 12.5 })).toEqual({
      cash: 10.5,
      nonCash: 2,
      total: 12.5,
    });
    expect(v.safeParse(balanceEventSchema, { cash: 10 }).success).toBe(false);
  });

  it("reads a deposit's count and a movement's amount", () => {
    expect(v.parse(depositEventSchema, { count: 2 }).count).toBe(2);
    expect(v.safeParse(depositEventSchema, { amount: 5 }).success).toBe(false);
    expect(v.parse(walletMovementEventSchema, { amount: 3 }).amount).toBe(3);
  });
});
