import { describe, expect, it } from "vitest";
import { depositOutcomePath, depositReturnUrl } from "./deposit-return-url.js";

describe("depositReturnUrl", () => {
  it("returns to the page the deposit started from, without the cashier's parameters", () => {
    expect(depositReturnUrl("https://casino.example/casino/slots?modal=cashier&method=card-form&sort=az#top")).toBe(
      "https://casino.example/casino/slots?sort=az",
    );
    expect(depositReturnUrl("https://casino.example/deposit?modal=deposit-failed&met=visa")).toBe(
      "https://casino.example/deposit",
    );
  });

  it("never hands a provider the user:password@ an address carried", () => {
    expect(depositReturnUrl("https://player:s3cret@casino.example/deposit?modal=cashier")).toBe(
      "https://casino.example/deposit",
    );
  });
});

describe("depositOutcomePath", () => {
  it("shows the outcome's modal on the page the deposit started from, in place of the cashier's parameters", () => {
    expect(
      depositOutcomePath("https://casino.example/deposit?method=card-form&sort=az", "deposit-failed", "visa"),
    ).toBe("/deposit?sort=az&modal=deposit-failed&met=visa");
  });
});
