import { describe, expect, it } from "vitest";
import {
  DEPOSIT_OUTCOMES,
  depositMethodKind,
  depositOutcomeFromModal,
  depositOutcomeModal,
  depositOutcomeTextKeys,
  isDepositOutcome,
  offersAlternativeMethod,
  parseDepositMethodKind,
} from "./deposits";

describe("deposit outcomes", () => {
  it("has the six outcomes of the spec", () => {
    expect([...DEPOSIT_OUTCOMES].sort()).toEqual(["cancel", "decline", "failed", "pending", "return", "success"]);
  });

  it("offers another method on every outcome but success", () => {
    expect(DEPOSIT_OUTCOMES.filter(offersAlternativeMethod)).toEqual([
      "failed",
      "return",
      "decline",
      "cancel",
      "pending",
    ]);
  });

  it("reads the outcome from the modal query value and back", () => {
    for (const outcome of DEPOSIT_OUTCOMES) expect(depositOutcomeFromModal(depositOutcomeModal(outcome))).toBe(outcome);
  });

  it("ignores the 3DS modal, other modals and a missing value", () => {
    expect(depositOutcomeFromModal("deposit-3ds-success")).toBeNull();
    expect(depositOutcomeFromModal("login")).toBeNull();
    expect(depositOutcomeFromModal("deposit-")).toBeNull();
    expect(depositOutcomeFromModal(null)).toBeNull();
  });

  it("names the modal texts per outcome", () => {
    expect(depositOutcomeTextKeys("pending")).toEqual({
      title: "modal.pending.deposit.title",
      message: "modal.pending.deposit.message",
    });
  });

  it("recognises outcomes only in their exact spelling", () => {
    expect(isDepositOutcome("cancel")).toBe(true);
    expect(isDepositOutcome("cancelled")).toBe(false);
    expect(isDepositOutcome(3)).toBe(false);
  });
});

describe("depositMethodKind", () => {
  it("opens the card form for card names in any case", () => {
    for (const name of ["visa", "VISA", "master", "Mastercard", "card", "Cards", " visa "])
      expect(depositMethodKind(name)).toBe("card-form");
  });

  it("opens the carouseller for anything else", () => {
    for (const name of ["skrill", "visa-electron", "creditcard", "", null, undefined])
      expect(depositMethodKind(name)).toBe("carouseller");
  });
});

describe("parseDepositMethodKind", () => {
  it("reads the two kinds the alternative-method button sends and nothing else", () => {
    expect(parseDepositMethodKind("card-form")).toBe("card-form");
    expect(parseDepositMethodKind("carouseller")).toBe("carouseller");
    expect(parseDepositMethodKind("visa")).toBeNull();
    expect(parseDepositMethodKind(null)).toBeNull();
  });
});
