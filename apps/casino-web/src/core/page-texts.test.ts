import { describe, expect, it } from "vitest";
import { textsUnder } from "./page-texts";

const english = {
  "button.get": "Get",
  "button.more": "More",
  "cashier.title": "Deposit",
  "shell.header.deposit": "Deposit",
};

describe("textsUnder", () => {
  it("hands only the keys under the prefixes given", () => {
    expect(textsUnder(english, {}, ["button."])).toEqual({ "button.get": "Get", "button.more": "More" });
  });

  it("takes the locale's text where it has one, English elsewhere", () => {
    expect(textsUnder(english, { "button.get": "Holen" }, ["button.", "cashier.title"])).toEqual({
      "button.get": "Holen",
      "button.more": "More",
      "cashier.title": "Deposit",
    });
  });

  it("keeps English for a text the back end left empty", () => {
    expect(textsUnder(english, { "button.get": "" }, ["button.get"])).toEqual({ "button.get": "Get" });
  });

  it("works a list out once per locale's texts, and afresh for texts loaded again", () => {
    const german = { "button.get": "Holen" };
    const prefixes = ["button."];
    expect(textsUnder(english, german, prefixes)).toBe(textsUnder(english, german, prefixes));
    expect(textsUnder(english, { "button.get": "Nimm" }, prefixes)).toEqual({
      "button.get": "Nimm",
      "button.more": "More",
    });
    expect(textsUnder(english, german, ["cashier."])).toEqual({ "cashier.title": "Deposit" });
  });
});
