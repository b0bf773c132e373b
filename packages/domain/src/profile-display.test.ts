import { describe, expect, it } from "vitest";
import { genderOption, profileDisplayEntries } from "./profile-display";

const valueOf = (entries: ReturnType<typeof profileDisplayEntries>, field: string) =>
  entries.find((entry) => entry.field === field)?.value;

describe("profileDisplayEntries", () => {
  it("shows the core fields as not set when empty, and leaves out the optional ones the player has not got", () => {
    const entries = profileDisplayEntries({ firstName: "Nina", dateOfBirth: "1900-01-01" });
    expect(entries.map((entry) => entry.field)).toEqual([
      "name",
      "email",
      "phone",
      "dateOfBirth",
      "country",
      "address",
      "currency",
    ]);
    expect(valueOf(entries, "name")).toBe("Nina");
    expect(valueOf(entries, "dateOfBirth")).toBeNull();
  });

  it("shows every field the spec lists when the player has it", () => {
    const entries = profileDisplayEntries({
      firstName: "Wanda",
      lastName: "Wallet",
      email: "wallet@demo.casino",
      phoneCode: "356",
      phone: "21234593",
      dateOfBirth: "1990-04-12",
      countryCode: "MT",
      address: "1 Republic Street",
      zipCode: "VLT 1010",
      city: "Valletta",
      currencyCode: "EUR",
      gender: "Female",
      nickname: "wanda",
      promoCode: "WELCOME150",
      cpfNumber: "123.456.789-09",
      upiId: "wanda@okbank",
      skrillEmail: "wanda.skrill@demo.casino",
      lastLogin: { created_at: "2026-11-20T08:00:00Z", ip: "203.0.113.9" },
      currentIp: "203.0.113.10",
    });
    expect(Object.fromEntries(entries.map((entry) => [entry.field, entry.value]))).toEqual({
      name: "Wanda Wallet",
      email: "wallet@demo.casino",
      phone: "356 21234593",
      dateOfBirth: "1990-04-12",
      country: "MT",
      address: "1 Republic Street, VLT 1010, Valletta",
      currency: "EUR",
      gender: "female",
      nickname: "wanda",
      promoCode: "WELCOME150",
      cpfNumber: "123.456.789-09",
      upiId: "wanda@okbank",
      skrillEmail: "wanda.skrill@demo.casino",
      lastLogin: "2026-11-20T08:00:00Z",
      lastLoginIp: "203.0.113.9",
      currentIp: "203.0.113.10",
    });
  });

  it("shows a placeholder e-mail as not set", () => {
    const entries = profileDisplayEntries({ email: "u1@noemail.example" }, { emptyEmailDomain: "noemail.example" });
    expect(valueOf(entries, "email")).toBeNull();
  });
});

describe("genderOption", () => {
  it("reads the back end's spellings of the three options", () => {
    expect(genderOption("Male")).toBe("male");
    expect(genderOption("female")).toBe("female");
    expect(genderOption("Not to say")).toBe("notToSay");
    expect(genderOption("notToSay")).toBe("notToSay");
  });

  it("reads none and an unknown value as no option", () => {
    expect(genderOption(null)).toBeNull();
    expect(genderOption("other")).toBeNull();
  });
});
