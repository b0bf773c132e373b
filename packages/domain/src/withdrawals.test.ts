import { describe, expect, it } from "vitest";
import {
  WITHDRAWAL_BLOCKER_ERROR_CODES,
  WITHDRAWAL_BLOCKER_MESSAGE_KEYS,
  WITHDRAWAL_BLOCKERS,
  canCancelWithdrawal,
  hasActiveBonus,
  withdrawalBlockers,
  withdrawalMethodOf,
} from "./withdrawals";

const ready = { depositCount: 1, isEmailVerified: true, activeBonus: null, depositWagerLeft: 0 };

describe("withdrawalBlockers", () => {
  it("lets a verified depositor without bonus or wagering withdraw", () => {
    expect(withdrawalBlockers(ready)).toEqual([]);
  });

  it("lists every reason at once", () => {
    expect(
      withdrawalBlockers({ depositCount: 0, isEmailVerified: false, activeBonus: { id: 1 }, depositWagerLeft: 12.5 }),
    ).toEqual(["NO_SUCCESSFUL_DEPOSIT", "EMAIL_NOT_VERIFIED", "ACTIVE_BONUS", "DEPOSIT_WAGERING_UNMET"]);
  });

  it("treats missing facts as not yet met", () => {
    expect(withdrawalBlockers({})).toEqual(["NO_SUCCESSFUL_DEPOSIT", "EMAIL_NOT_VERIFIED"]);
  });

  it("blocks on any deposit wagering left, not on exactly none", () => {
    expect(withdrawalBlockers({ ...ready, depositWagerLeft: 0.01 })).toEqual(["DEPOSIT_WAGERING_UNMET"]);
  });

  it("explains every blocker with the text of the code a back end refuses it with", () => {
    expect(WITHDRAWAL_BLOCKER_MESSAGE_KEYS.ACTIVE_BONUS).toBe("error.withdraw.active.bonus");
    expect(WITHDRAWAL_BLOCKER_ERROR_CODES.ACTIVE_BONUS).toBe("WITHDRAWAL_ACTIVE_BONUS");
    expect(WITHDRAWAL_BLOCKERS.map((blocker) => WITHDRAWAL_BLOCKER_MESSAGE_KEYS[blocker])).toEqual([
      "error.withdraw.no.deposit",
      "error.withdraw.email.unverified",
      "error.withdraw.active.bonus",
      "error.withdraw.deposit.wager",
    ]);
  });
});

describe("hasActiveBonus", () => {
  it("reads the shapes get-user-details may send", () => {
    for (const none of [null, undefined, false, 0, "", [], {}]) expect(hasActiveBonus(none)).toBe(false);
    for (const some of [{ id: 1 }, [{ id: 1 }], 7, "bonus-7", true]) expect(hasActiveBonus(some)).toBe(true);
  });
});

describe("canCancelWithdrawal", () => {
  it("allows cancelling only while pending, in any case", () => {
    expect(canCancelWithdrawal("pending")).toBe(true);
    expect(canCancelWithdrawal(" Pending ")).toBe(true);
    for (const status of ["processing", "completed", "cancelled", "failed", "", null])
      expect(canCancelWithdrawal(status)).toBe(false);
  });
});

describe("withdrawalMethodOf", () => {
  it("asks for a wallet for crypto, a UPI ID for UPI, a bank name for netbanking and bank details otherwise", () => {
    expect(withdrawalMethodOf({ name: "tether", isCrypto: true })).toBe("crypto");
    expect(withdrawalMethodOf({ name: "bitcoin", isCrypto: 1 })).toBe("crypto");
    expect(withdrawalMethodOf({ name: "x", paymentMethod: " UPI " })).toBe("upi");
    expect(withdrawalMethodOf({ name: "netbanking" })).toBe("netbanking");
    expect(withdrawalMethodOf({ name: "skrill", isCrypto: false })).toBe("bank");
  });
});
