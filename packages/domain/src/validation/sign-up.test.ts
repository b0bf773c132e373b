import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { signUpFormSchema, signUpNextSteps, signUpProfileFields, type SignUpFormValues } from "./sign-up";

const now = new Date("2026-03-01T12:00:00Z");
const ALL_FIELDS = { firstName: 1, lastName: 1, dateOfBirth: 1, countryCode: 1, currencyCode: 1, address: 1 };

const valid: SignUpFormValues = {
  email: "new.player@example.com",
  phoneCode: "",
  phone: "",
  password: "Secret1!",
  firstName: "Ann",
  lastName: "Lee",
  dateOfBirth: "1990-05-17",
  countryCode: "MT",
  currencyCode: "EUR",
  username: "",
  gender: "",
  address: "",
  city: "",
  zipCode: "",
  promoCode: "",
  terms: true,
  adult: true,
  newsLetter: false,
};

function messages(values: Partial<SignUpFormValues>, fields: Record<string, number> = ALL_FIELDS) {
  const result = v.safeParse(signUpFormSchema({ now, fields }), { ...valid, ...values });
  return Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));
}

describe("signUpProfileFields", () => {
  it("shows only the fields the back end names with a number other than 0, in the form's order", () => {
    expect(signUpProfileFields({ currencyCode: 1, firstName: 2, lastName: 0, gender: 1 })).toEqual([
      "firstName",
      "gender",
      "currencyCode",
    ]);
    expect(signUpProfileFields(null)).toEqual([]);
  });

  it("asks only the currency in one click", () => {
    expect(signUpProfileFields(ALL_FIELDS, "oneClick")).toEqual(["currencyCode"]);
  });

  it("asks the same profile fields by phone as by e-mail", () => {
    expect(signUpProfileFields(ALL_FIELDS, "phone")).toEqual(signUpProfileFields(ALL_FIELDS, "email"));
  });
});

describe("signUpProfileFields, the server's other fields", () => {
  const every = {
    username: 1,
    firstName: 1,
    lastName: 1,
    dateOfBirth: 1,
    gender: 1,
    countryCode: 1,
    currencyCode: 1,
    phone: 1,
    address: 1,
    city: 1,
    zipCode: 1,
    promoCode: 1,
  };

  it("shows the username, gender, phone, address, city, postal code and promo code the back end switches on", () => {
    expect(signUpProfileFields(every)).toEqual([
      "username",
      "firstName",
      "lastName",
      "dateOfBirth",
      "gender",
      "countryCode",
      "currencyCode",
      "phone",
      "address",
      "city",
      "zipCode",
      "promoCode",
    ]);
    expect(signUpProfileFields({ ...every, username: 0, phone: 0, promoCode: 0, city: 0 })).not.toEqual(
      expect.arrayContaining(["username", "phone", "promoCode", "city"]),
    );
  });

  it("does not ask a phone sign-up for a second number", () => {
    expect(signUpProfileFields(every, "phone")).not.toContain("phone");
  });

  const more = (values: Partial<SignUpFormValues>) => {
    const result = v.safeParse(signUpFormSchema({ now, fields: every }), { ...valid, username: "nora_v", ...values });
    // The first issue of each field, as the form shows it.
    return Object.fromEntries((result.issues ?? []).toReversed().map((issue) => [v.getDotPath(issue), issue.message]));
  };

  it("requires a username of 3 to 30 letters, digits or . _ - where the brand signs up by username", () => {
    expect(more({})).toEqual({});
    expect(more({ username: "" })).toEqual({ username: "form.validation.invalid.required" });
    expect(more({ username: "no" })).toEqual({ username: "form.validation.invalid.format" });
    expect(more({ username: "no ra" })).toEqual({ username: "form.validation.invalid.format" });
    expect(more({ username: "n".repeat(31) })).toEqual({ username: "form.validation.invalid.max.length" });
  });

  it("leaves gender, address, city, postal code, promo code and the extra number optional, each checked when given", () => {
    expect(
      more({ gender: "female", city: "Valletta", zipCode: "VLT 1000", address: "1 Main St", promoCode: "SPRING25" }),
    ).toEqual({});
    expect(more({ gender: "robot" })).toEqual({ gender: "form.validation.invalid.format" });
    expect(more({ address: "a".repeat(256) })).toEqual({ address: "form.validation.invalid.max.length" });
    expect(more({ phoneCode: "+356", phone: "99123456" })).toEqual({});
    expect(more({ phoneCode: "+356", phone: "991" })).toEqual({ phone: "form.validation.invalid.short.number" });
  });
});

describe("signUpFormSchema", () => {
  it("accepts a complete form", () => {
    expect(messages({})).toEqual({});
  });

  it("requires the terms and the over-18 box, each with its own words, but not the newsletter", () => {
    expect(messages({ terms: false, adult: false, newsLetter: false })).toEqual({
      terms: "form.validation.invalid.terms",
      adult: "form.validation.invalid.adult",
    });
  });

  it("applies the password composition rules unless the brand turns them off", () => {
    expect(messages({ password: "secret1" })).toEqual({ password: "form.validation.invalid.contain.special" });
    const relaxed = signUpFormSchema({
      now,
      fields: ALL_FIELDS,
      password: { requireSpecial: false, requireDigit: false, requireUpper: false },
    });
    expect(v.safeParse(relaxed, { ...valid, password: "secret" }).success).toBe(true);
  });

  it("refuses a birth date under 18 and a malformed e-mail", () => {
    expect(messages({ dateOfBirth: "2008-03-02", email: "ann@" })).toEqual({
      dateOfBirth: "form.validation.invalid.dob",
      email: "form.validation.invalid.format",
    });
  });

  it("requires the fields it shows and ignores the ones it hides", () => {
    const empty = { firstName: "", lastName: "", dateOfBirth: "", countryCode: "", currencyCode: "" };
    expect(Object.keys(messages(empty))).toEqual([
      "firstName",
      "lastName",
      "dateOfBirth",
      "countryCode",
      "currencyCode",
    ]);
    expect(messages(empty, { currencyCode: 0 })).toEqual({});
  });

  it("asks one click for no e-mail or password, only the currency and the two boxes", () => {
    const schema = signUpFormSchema({ now, fields: ALL_FIELDS, mode: "oneClick" });
    const blank = { ...valid, email: "", password: "", firstName: "", dateOfBirth: "", countryCode: "" };
    expect(v.safeParse(schema, blank).success).toBe(true);
    const result = v.safeParse(schema, { ...blank, currencyCode: "", terms: false, adult: false });
    expect((result.issues ?? []).map((issue) => v.getDotPath(issue))).toEqual(["currencyCode", "terms", "adult"]);
  });

  it("asks a phone sign-up for the number instead of the e-mail, checked with its calling code", () => {
    const schema = signUpFormSchema({ now, fields: ALL_FIELDS, mode: "phone" });
    const byPhone = { ...valid, email: "", phoneCode: "+356", phone: "99123456" };
    expect(v.safeParse(schema, byPhone).success).toBe(true);
    const dotted = (values: SignUpFormValues) =>
      Object.fromEntries(
        (v.safeParse(schema, values).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]),
      );
    expect(dotted({ ...byPhone, phone: "" })).toEqual({ phone: "form.validation.invalid.required" });
    expect(dotted({ ...byPhone, phone: "9912" })).toEqual({ phone: "form.validation.invalid.short.number" });
    expect(dotted({ ...byPhone, phone: "99123456", password: "" })).toMatchObject({
      password: "form.validation.invalid.required",
    });
  });
});

describe("signUpNextSteps", () => {
  const complete = { firstName: "Ann", lastName: "Lee", dateOfBirth: "1990-05-17", countryCode: "MT" };
  const address = { city: "Valletta", zipCode: "VLT 1000", address: "1 Main Street" };

  it("offers verifying the e-mail and completing the profile to a new player with an address to add", () => {
    expect(signUpNextSteps({ ...complete, isEmailVerified: false })).toEqual(["verify-email", "complete-profile"]);
  });

  it("offers nothing to a verified player with a complete profile", () => {
    expect(signUpNextSteps({ ...complete, ...address, isEmailVerified: true })).toEqual([]);
  });

  it("offers a player signed up by phone no e-mail to verify", () => {
    expect(signUpNextSteps({ ...complete, isEmailVerified: false }, "phone")).toEqual(["complete-profile"]);
  });

  it("treats a blank field as missing", () => {
    expect(signUpNextSteps({ ...complete, ...address, city: " ", isEmailVerified: true })).toEqual([
      "complete-profile",
    ]);
  });
});
