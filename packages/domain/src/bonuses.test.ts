import { describe, expect, it } from "vitest";
import { activeBonusSlots, bonusActivation } from "./bonuses";
import type { BonusPlayer } from "./bonuses";

const verifiedDepositor: BonusPlayer = { bonuses: [], isEmailVerified: true, depositCount: 1 };

describe("bonusActivation", () => {
  it("lets a verified depositor without bonuses take any offer", () => {
    for (const type of ["no_deposit", "freespins", "instant_cashback", "deposit"]) {
      expect(bonusActivation({ type }, verifiedDepositor)).toEqual({
        allowed: true,
        blockers: [],
        cancels: null,
        burnsAmount: 0,
      });
    }
  });

  it("allows one free-spins bonus at a time", () => {
    const player = { ...verifiedDepositor, bonuses: [{ type: "FreeSpins" }] };
    expect(bonusActivation({ type: "freespins" }, player).blockers).toEqual(["ACTIVE_FREE_SPINS"]);
    expect(bonusActivation({ type: "no_deposit" }, player).allowed).toBe(true);
  });

  it("refuses a second no-deposit bonus while one is active", () => {
    const player = { ...verifiedDepositor, bonuses: [{ type: "deposit", status: "active" }] };
    expect(bonusActivation({ type: "no_deposit" }, player).blockers).toEqual(["ACTIVE_BONUS"]);
  });

  it("lets a new deposit bonus cancel the active one, burning its amount, after the warning", () => {
    const active = { id: 9, type: "no_deposit", amount: 12.5 };
    const result = bonusActivation({ type: "deposit" }, { ...verifiedDepositor, bonuses: [active] });
    expect(result).toEqual({ allowed: true, blockers: [], cancels: active, burnsAmount: 12.5 });
  });

  it("ignores bonuses no longer active", () => {
    const player = {
      ...verifiedDepositor,
      bonuses: [
        { type: "deposit", status: "cancelled" },
        { type: "freespins", status: "AVAILED" },
      ],
    };
    expect(bonusActivation({ type: "no_deposit" }, player).allowed).toBe(true);
    expect(bonusActivation({ type: "freespins" }, player).allowed).toBe(true);
  });

  it("keeps duplicate-account players from no-deposit and free-spins bonuses only", () => {
    const player = { ...verifiedDepositor, duplicateAccount: true };
    expect(bonusActivation({ type: "no_deposit" }, player).blockers).toEqual(["BONUS_FRAUD"]);
    expect(bonusActivation({ type: "freespins" }, player).blockers).toEqual(["BONUS_FRAUD"]);
    expect(bonusActivation({ type: "deposit" }, player).allowed).toBe(true);
  });

  it("asks for a verified e-mail when the offer does", () => {
    expect(
      bonusActivation(
        { type: "deposit", requiresEmailVerification: true },
        { ...verifiedDepositor, isEmailVerified: false },
      ).blockers,
    ).toEqual(["REQUIRED_EMAIL_VERIFICATION"]);
    expect(bonusActivation({ type: "deposit" }, { ...verifiedDepositor, isEmailVerified: false }).allowed).toBe(true);
  });

  it("asks for a deposit for cashback and for offers that require one", () => {
    const newPlayer = { ...verifiedDepositor, depositCount: 0 };
    expect(bonusActivation({ type: "instant_cashback" }, newPlayer).blockers).toEqual(["CASHBACK_NEED_DEPOSIT"]);
    expect(bonusActivation({ type: "freespins", requiresDeposit: true }, newPlayer).blockers).toEqual([
      "DEPOSITS_NUMBER",
    ]);
    expect(bonusActivation({ type: "no_deposit" }, newPlayer).allowed).toBe(true);
  });

  it("lists every blocker at once", () => {
    const player = {
      bonuses: [{ type: "freespins" }],
      duplicateAccount: true,
      isEmailVerified: false,
      depositCount: 0,
    };
    expect(
      bonusActivation({ type: "freespins", requiresEmailVerification: true, requiresDeposit: true }, player).blockers,
    ).toEqual(["BONUS_FRAUD", "REQUIRED_EMAIL_VERIFICATION", "DEPOSITS_NUMBER", "ACTIVE_FREE_SPINS"]);
  });
});

describe("activeBonusSlots", () => {
  it("finds the active bonus and free spins, cashback holding no slot", () => {
    const slots = activeBonusSlots([
      { type: "instant_cashback" },
      { type: "deposit", id: 1 },
      { type: "freespins", id: 2 },
    ]);
    expect(slots.bonus?.id).toBe(1);
    expect(slots.freeSpins?.id).toBe(2);
    expect(activeBonusSlots(null)).toEqual({ bonus: null, freeSpins: null });
  });
});
