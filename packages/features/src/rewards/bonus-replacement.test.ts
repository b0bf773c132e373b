import { ApiError, type Bonus } from "@casino/api-client";
import { describe, expect, it } from "vitest";
import { replacedBonus, replacedBonusFromRefusal } from "./bonus-replacement.js";

const HELD: Bonus = {
  id: 40,
  bonusId: 1,
  bonusType: "deposit",
  status: "active",
  bonusAmount: 50,
  banner: { bannerTitle: "150% welcome" },
};

describe("replacedBonus", () => {
  it("names the active bonus and its amount that another deposit bonus would burn", () => {
    expect(replacedBonus({ bonusType: "deposit" }, [HELD])).toEqual({ name: "150% welcome", amount: 50 });
  });

  it("burns nothing for free spins, for a player without an active bonus, or once it was cancelled", () => {
    expect(replacedBonus({ bonusType: "freespins" }, [HELD])).toBeNull();
    expect(replacedBonus({ bonusType: "deposit" }, [])).toBeNull();
    expect(replacedBonus({ bonusType: "deposit" }, [{ ...HELD, status: "cancelled" }])).toBeNull();
  });
});

describe("replacedBonusFromRefusal", () => {
  it("reads the bonus a refused, unconfirmed burn names", () => {
    const refusal = new ApiError("http", {
      endpoint: "activateBonus",
      status: 409,
      code: "ACTIVE_BONUS_WOULD_BE_CANCELLED",
      body: {
        success: false,
        errorCode: "ACTIVE_BONUS_WOULD_BE_CANCELLED",
        data: { name: "150% welcome", amount: 50 },
      },
    });
    expect(replacedBonusFromRefusal(refusal)).toEqual({ name: "150% welcome", amount: 50 });
  });

  it("reads nothing from any other failure", () => {
    const other = new ApiError("http", { endpoint: "activateBonus", status: 409, code: "ACTIVE_BONUS", body: {} });
    expect(replacedBonusFromRefusal(other)).toBeNull();
    expect(replacedBonusFromRefusal(new Error("offline"))).toBeNull();
  });
});
