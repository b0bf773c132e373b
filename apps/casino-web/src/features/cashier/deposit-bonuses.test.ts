import type { Bonus } from "@casino/api-client";
import { describe, expect, it } from "vitest";
import { depositBonusChoice } from "./deposit-bonuses";

const WELCOME: Bonus = { id: 1, name: "Welcome", bonusType: "deposit", banner: { bannerTitle: "150% welcome" } };
const RELOAD: Bonus = { id: 2, name: "Monday reload", bonusType: "deposit" };
const SPINS: Bonus = { id: 3, name: "Spins", bonusType: "freespins" };
const PLAYER = { isEmailVerified: true, depositCount: 1 };

describe("depositBonusChoice", () => {
  it("offers the deposit promotions not taken yet, by their banner title", () => {
    expect(depositBonusChoice([WELCOME, RELOAD, SPINS], [], "2026-11-23", PLAYER)).toEqual({
      bonuses: [
        { id: "1", title: "150% welcome" },
        { id: "2", title: "Monday reload" },
      ],
      activeBonus: null,
    });
  });

  it("leaves out a promotion past its last day", () => {
    const ended = { ...RELOAD, validTo: "2026-11-22" };
    expect(depositBonusChoice([ended], [], "2026-11-23", PLAYER).bonuses).toEqual([]);
  });

  it("names the active bonus and the bonus money a new one would burn", () => {
    const held: Bonus = {
      id: 40,
      bonusId: 1,
      name: "Welcome",
      bonusType: "deposit",
      status: "active",
      bonusAmount: 50,
    };
    expect(depositBonusChoice([WELCOME, RELOAD], [held], "2026-11-23", PLAYER)).toEqual({
      bonuses: [{ id: "2", title: "Monday reload" }],
      activeBonus: { id: "1", name: "Welcome", amount: 50 },
    });
  });

  it("has no active bonus once it was cancelled or paid out", () => {
    const cancelled: Bonus = { id: 40, bonusId: 1, bonusType: "deposit", status: "cancelled", bonusAmount: 50 };
    expect(depositBonusChoice([RELOAD], [cancelled], "2026-11-23", PLAYER).activeBonus).toBeNull();
  });
});
