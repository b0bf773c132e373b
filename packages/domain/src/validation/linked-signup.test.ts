import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { canSubmitForm, linkedSignUpSchema } from "./linked-signup";

const now = new Date("2026-03-01T12:00:00Z");
const values = {
  email: "ann@example.com",
  phoneCode: "+91",
  phone: "9876543210",
  firstName: "Ann",
  lastName: "Lee",
  dateOfBirth: "1990-05-17",
  address: "",
  terms: true,
  newsLetter: false,
};

function issues(input: Record<string, unknown>, phoneEnabled = true) {
  const result = v.safeParse(linkedSignUpSchema({ now, phoneEnabled }), input);
  const byField: Record<string, string> = {};
  for (const issue of result.issues ?? []) byField[v.getDotPath(issue) ?? ""] ??= issue.message;
  return byField;
}

describe("linkedSignUpSchema", () => {
  it("accepts a complete form", () => {
    expect(issues(values)).toEqual({});
  });

  it("requires e-mail, names, date of birth and the terms", () => {
    expect(issues({ ...values, email: "", firstName: "", lastName: " ", dateOfBirth: "", terms: false })).toEqual({
      email: "form.validation.invalid.required",
      firstName: "form.validation.invalid.required",
      lastName: "form.validation.invalid.required",
      dateOfBirth: "form.validation.invalid.required",
      terms: "form.validation.invalid.terms",
    });
  });

  it("checks the e-mail format, name and address length and age", () => {
    expect(
      issues({
        ...values,
        email: "ann@example",
        firstName: "a".repeat(256),
        address: "b".repeat(256),
        dateOfBirth: "2008-03-02",
      }),
    ).toEqual({
      email: "form.validation.invalid.format",
      firstName: "form.validation.invalid.max.length",
      address: "form.validation.invalid.max.length",
      dateOfBirth: "form.validation.invalid.dob",
    });
  });

  it("accepts someone 18 today", () => {
    expect(issues({ ...values, dateOfBirth: "2008-03-01" })).toEqual({});
  });

  it("asks for the phone only when the phone field is enabled", () => {
    expect(issues({ ...values, phone: "", phoneCode: "" })).toEqual({ phone: "form.validation.invalid.required" });
    expect(issues({ ...values, phone: "98765" })).toEqual({ phone: "form.validation.invalid.short.number" });
    expect(issues({ ...values, phone: "98765-4321" })).toEqual({ phone: "form.validation.invalid.format" });
    const { phone: _phone, phoneCode: _code, ...withoutPhone } = values;
    expect(issues(withoutPhone, false)).toEqual({});
  });

  it("leaves newsletter and address optional", () => {
    const { newsLetter: _news, address: _address, ...rest } = values;
    expect(issues(rest)).toEqual({});
  });
});

describe("canSubmitForm", () => {
  it("enables submit only for a valid, touched form not being sent", () => {
    expect(canSubmitForm({ valid: true, submitting: false, dirty: true })).toBe(true);
    expect(canSubmitForm({ valid: false, submitting: false, dirty: true })).toBe(false);
    expect(canSubmitForm({ valid: true, submitting: true, dirty: true })).toBe(false);
    expect(canSubmitForm({ valid: true, submitting: false, dirty: false })).toBe(false);
  });
});
