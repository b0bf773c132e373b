import { describe, expect, it } from "vitest";
import { flagEmoji } from "./CountryFlag";
import { countryMatches, formatPhoneCode, samePhoneCode } from "./countries";

describe("country helpers", () => {
  it("writes calling codes with one plus sign", () => {
    expect(formatPhoneCode("356")).toBe("+356");
    expect(formatPhoneCode("+356")).toBe("+356");
    expect(formatPhoneCode("1-684")).toBe("+1-684");
    expect(formatPhoneCode(null)).toBe("");
  });

  it("compares calling codes with or without the plus sign", () => {
    expect(samePhoneCode("+91", "91")).toBe(true);
    expect(samePhoneCode("+91", "+9")).toBe(false);
    expect(samePhoneCode("", "")).toBe(false);
  });

  it("matches a search against name, code or calling code, ignoring case and the plus sign", () => {
    const malta = ["Malta", "MT", "+356"];
    expect(countryMatches(malta, "mal")).toBe(true);
    expect(countryMatches(malta, "mt")).toBe(true);
    expect(countryMatches(malta, "+35")).toBe(true);
    expect(countryMatches(malta, "356")).toBe(true);
    expect(countryMatches(malta, "ger")).toBe(false);
    expect(countryMatches(malta, "  ")).toBe(true);
  });

  it("makes flag emoji from two-letter codes only", () => {
    expect(flagEmoji("mt")).toBe("🇲🇹");
    expect(flagEmoji("MLT")).toBe("");
  });
});
