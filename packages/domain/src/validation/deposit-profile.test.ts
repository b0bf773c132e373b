import { describe, expect, it } from "vitest";
import { missingDepositProfileFields } from "./deposit-profile";

const complete = {
  dateOfBirth: "1990-05-17",
  countryCode: "DE",
  city: "Berlin",
  zipCode: "10115",
  address: "Invalidenstraße 1",
};

describe("missingDepositProfileFields", () => {
  it("asks for nothing once the birth date, country, city, postal code and address are there", () => {
    expect(missingDepositProfileFields(complete)).toEqual([]);
  });

  it("asks a new player without an address for their address, city and postal code, in that order of the form", () => {
    expect(missingDepositProfileFields({ ...complete, city: null, zipCode: " ", address: "" })).toEqual([
      "city",
      "zipCode",
      "address",
    ]);
  });

  it("counts the 1900 placeholder birth date as missing", () => {
    expect(missingDepositProfileFields({ ...complete, dateOfBirth: "1900-01-01" })).toEqual(["dateOfBirth"]);
    expect(missingDepositProfileFields({ ...complete, dateOfBirth: "1900-01-01T00:00:00.000Z" })).toEqual([
      "dateOfBirth",
    ]);
  });

  it("leaves the address out when the brand allows deposits without one", () => {
    expect(missingDepositProfileFields({ ...complete, address: null }, { allowDepWithoutAddress: true })).toEqual([]);
    expect(missingDepositProfileFields({ ...complete, address: null }, { allowDepWithoutAddress: false })).toEqual([
      "address",
    ]);
  });

  it("asks for every field of a player the details do not name", () => {
    expect(missingDepositProfileFields(null)).toEqual(["dateOfBirth", "countryCode", "city", "zipCode", "address"]);
  });
});
