import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { reverseGeocodeResponseSchema } from "./reverse-geocode";

describe("reverseGeocodeResponseSchema", () => {
  it("reads a BigDataCloud-style answer", () => {
    expect(v.parse(reverseGeocodeResponseSchema, { countryCode: "DE", principalSubdivisionCode: "DE-ST" })).toEqual({
      countryCode: "DE",
      subdivisions: ["DE-ST"],
    });
  });

  it("reads a Nominatim-style answer, upper-casing the country", () => {
    expect(
      v.parse(reverseGeocodeResponseSchema, { address: { country_code: "mt", "ISO3166-2-lvl4": "MT-60" } }),
    ).toEqual({ countryCode: "MT", subdivisions: ["MT-60"] });
  });

  it("resolves nothing from an object it does not understand", () => {
    expect(v.parse(reverseGeocodeResponseSchema, { countryCode: "" })).toEqual({ countryCode: null, subdivisions: [] });
    expect(v.parse(reverseGeocodeResponseSchema, { countryCode: 7, address: "x" })).toEqual({
      countryCode: null,
      subdivisions: [],
    });
  });

  it("refuses an answer that is not an object", () => {
    expect(v.safeParse(reverseGeocodeResponseSchema, "<html>").success).toBe(false);
  });
});
