import type { Bonus } from "@casino/api-client";
import { describe, expect, it } from "vitest";
import { depositBonusChoice } from "./deposit-bonuses.js";

const WELCOME: Bonus = { id: 1, name: "Welcome", bonusType: "deposit", banner: { bannerTitle: "150% welcome" } };
const RELOAD: Bonus = { id: 2, name: "Monday reload", bonusType: "deposit" };
const SPINS: Bonus = { id: 3, name: "Spins", bonusType: "freespins" };
const PLAYER = { isEmailVerified: true, depositCount: 1 };
// A Monday at noon UTC.
const NOW = new Date("2026-11-23T12:00:00.000Z");

describe("depositBonusChoice", () => {
  it("offers the deposit promotions not taken yet, by their banner title", () => {
    expect(depositBonusChoice([WELCOME, RELOAD, SPINS], [], NOW, "UTC", PLAYER)).toEqual({
      bonuses: [
        { id: "1", title: "150% welcome" },
        { id: "2", title: "Monday reload" },
      ],
      activeBonus: null,
    });
  });

  it("leaves out a promotion past its last day", () => {
    const ended = { ...RELOAD, validTo: "2026-11-22" };
    expect(depositBonusChoice([ended], [], NOW, "UTC", PLAYER).bonuses).toEqual([]);
  });

  it("does not offer a promotion not valid today or for a deposit the player has gone past", () => {
    const wednesday = { ...RELOAD, calendarDays: [3] };
    const firstDeposit = { ...WELCOME, requiredDepositCount: 0 };
    const thirdDeposit = { ...WELCOME, id: 8, requiredDepositCount: 2 };
    expect(depositBonusChoice([wednesday, firstDeposit, thirdDeposit], [], NOW, "UTC", PLAYER).bonuses).toEqual([]);
    expect(
      depositBonusChoice([wednesday, firstDeposit], [], NOW, "UTC", { ...PLAYER, depositCount: 0 }).bonuses,
    ).toEqual([{ id: "1", title: "150% welcome" }]);
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
    expect(depositBonusChoice([WELCOME, RELOAD], [held], NOW, "UTC", PLAYER)).toEqual({
      bonuses: [{ id: "2", title: "Monday reload" }],
      activeBonus: { id: "1", name: "Welcome", amount: 50 },
    });
  });

  it("has no active bonus once it was cancelled or paid out", () => {
    const cancelled: Bonus = { id: 40, bonusId: 1, bonusType: "deposit", status: "cancelled", bonusAmount: 50 };
    expect(depositBonusChoice([RELOAD], [cancelled], NOW, "UTC", PLAYER).activeBonus).toBeNull();
  });
});
