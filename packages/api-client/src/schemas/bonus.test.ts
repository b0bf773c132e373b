import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { bonusListBody } from "../test-support/fixtures";
import { bonusListResponseSchema } from "./bonus";

describe("bonusListResponseSchema", () => {
  it("reads data.bonus.count and rows with banner.bannerTitle", () => {
    const parsed = v.parse(bonusListResponseSchema, bonusListBody);
    expect(parsed.data.bonus.count).toBe(1);
    expect(parsed.data.bonus.rows[0]?.banner?.bannerTitle).toMatch(/^Welcome package/);
    expect(parsed.data.bonus.rows[0]?.minDeposit).toBe(100);
  });

  it("rejects rows that are not a list and rows without an id", () => {
    expect(v.safeParse(bonusListResponseSchema, { data: { bonus: { count: 0, rows: null } } }).success).toBe(false);
    const noId = v.safeParse(bonusListResponseSchema, { data: { bonus: { rows: [{ name: "x" }] } } });
    expect(noId.success).toBe(false);
    expect(noId.issues?.[0] && v.getDotPath(noId.issues[0])).toBe("data.bonus.rows.0.id");
  });
});
