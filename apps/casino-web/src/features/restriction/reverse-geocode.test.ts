import { describe, expect, it } from "vitest";
import { parseReverseGeocode } from "./reverse-geocode";

describe("parseReverseGeocode", () => {
  it("reads a BigDataCloud-style answer", () => {
    expect(parseReverseGeocode({ countryCode: "DE", principalSubdivisionCode: "DE-ST" })).toEqual({
      countryCode: "DE",
      subdivisions: ["DE-ST"],
    });
  });

  it("reads a Nominatim-style answer, upper-casing the country", () => {
    expect(parseReverseGeocode({ address: { country_code: "mt", "ISO3166-2-lvl4": "MT-60" } })).toEqual({
      countryCode: "MT",
      subdivisions: ["MT-60"],
    });
  });

  it("resolves nothing from an answer it does not understand", () => {
    expect(parseReverseGeocode("<html>")).toEqual({ countryCode: null, subdivisions: [] });
    expect(parseReverseGeocode({ countryCode: "" })).toEqual({ countryCode: null, subdivisions: [] });
  });
});
