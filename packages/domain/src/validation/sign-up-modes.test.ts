import { describe, expect, it } from "vitest";
import { signUpModes } from "./sign-up-modes";

describe("signUpModes", () => {
  it("offers the modes the brand enables, in the tabs' order", () => {
    expect(signUpModes(["oneClick", "email"])).toEqual(["email", "oneClick"]);
    expect(signUpModes(["phone", "oneClick", "email"])).toEqual(["email", "phone", "oneClick"]);
  });

  it("signs up by e-mail when the brand names no mode this site knows", () => {
    expect(signUpModes(undefined)).toEqual(["email"]);
    expect(signUpModes([])).toEqual(["email"]);
    expect(signUpModes(["facebook"])).toEqual(["email"]);
  });

  it("offers one click alone when that is all the brand enables", () => {
    expect(signUpModes(["oneClick"])).toEqual(["oneClick"]);
    expect(signUpModes(["phone"])).toEqual(["phone"]);
  });
});
