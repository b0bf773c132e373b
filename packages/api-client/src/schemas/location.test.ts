import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { countriesBody, locationBody } from "../test-support/fixtures";
import { countriesResponseSchema, locationResponseSchema, registrationFieldsResponseSchema } from "./location";

describe("location schemas", () => {
  it("reads countries.rows with code, phoneCode, name and flag, and allCountries", () => {
    const parsed = v.parse(countriesResponseSchema, countriesBody);
    expect(parsed.countries.rows[1]).toMatchObject({ code: "DE", phoneCode: 49 });
    expect(parsed.allCountries.map((country) => country.code)).toEqual(["PT", "DE", "US"]);
  });

  it("rejects countries without rows", () => {
    expect(v.safeParse(countriesResponseSchema, { allCountries: [] }).success).toBe(false);
  });

  it("reads country.code and the subdivision codes", () => {
    const parsed = v.parse(locationResponseSchema, locationBody);
    expect(parsed.data.ipInfo?.subdivisions).toEqual(["ST", "BE"]);
    expect(v.safeParse(locationResponseSchema, { data: { country: {} } }).success).toBe(false);
  });

  it("reads registration fields as numbers", () => {
    expect(v.parse(registrationFieldsResponseSchema, { data: { phone: 0, email: 1 } }).data.phone).toBe(0);
    expect(v.safeParse(registrationFieldsResponseSchema, { data: { phone: "yes" } }).success).toBe(false);
  });
});
