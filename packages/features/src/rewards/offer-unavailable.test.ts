import { createTranslator } from "@casino/i18n";
import { describe, expect, it } from "vitest";
import { offerUnavailableText } from "./offer-unavailable.js";

const t = createTranslator({ dev: false });

describe("offerUnavailableText", () => {
  it("names the weekdays a promotion is valid on, in the locale", () => {
    expect(offerUnavailableText({ code: "VALID_ON_DAYS", days: [3, 5] }, t, "en")).toBe(
      "Not today: this bonus can be taken on Wednesday and Friday.",
    );
    // The English text falls back, the weekday is the locale's own.
    expect(offerUnavailableText({ code: "VALID_ON_DAYS", days: [1, 6] }, t, "de")).toContain("Montag und Samstag");
  });

  it("says how many deposits are needed, or which deposit the bonus goes with", () => {
    expect(offerUnavailableText({ code: "DEPOSITS_NUMBER", required: 2, made: 1 }, t, "en")).toBe(
      "Make 2 deposits before this bonus; you have made 1.",
    );
    expect(offerUnavailableText({ code: "DEPOSITS_NUMBER2", depositNumber: 1 }, t, "en")).toBe(
      "This bonus goes with deposit number 1, and you have made more deposits than that.",
    );
  });

  it("says the player's state in the activation error's words", () => {
    expect(offerUnavailableText({ code: "ACTIVE_BONUS" }, t, "en")).toBe(
      "You already have an active bonus. Only one bonus can be active at a time.",
    );
  });
});
