import { describe, expect, it } from "vitest";
import * as v from "valibot";
import {
  displayEmail,
  isPlaceholderEmail,
  profileFieldStates,
  profileFormSchema,
  profileFormValues,
  profileUpdatePayload,
} from "./profile-form";
import type { ProfileFormValues, ProfileUser } from "./profile-form";

const now = new Date("2026-03-01T12:00:00Z");

const complete: ProfileFormValues = {
  email: "ann@example.com",
  firstName: "Ann",
  lastName: "Lee",
  phoneCode: "+91",
  phone: "9876543210",
  dateOfBirth: "1990-05-17",
  countryCode: "IN",
  city: "Pune",
  zipCode: "411001",
  address: "1 Main Road",
  gender: "female",
};

function issuesOf(values: ProfileFormValues, options: { addressRequired?: boolean } = {}): Record<string, string> {
  const result = v.safeParse(profileFormSchema({ now, ...options }), values);
  const byField: Record<string, string> = {};
  for (const issue of result.issues ?? []) byField[v.getDotPath(issue) ?? ""] ??= issue.message;
  return byField;
}

describe("profileFormSchema", () => {
  it("accepts a complete profile", () => {
    expect(issuesOf(complete)).toEqual({});
  });

  it("requires country, city, postal code and address", () => {
    expect(issuesOf({ ...complete, countryCode: "", city: " ", zipCode: "", address: "" })).toEqual({
      countryCode: "form.validation.invalid.required",
      city: "form.validation.invalid.required",
      zipCode: "form.validation.invalid.required",
      address: "form.validation.invalid.required",
    });
  });

  it("lets the address be empty when the brand allows deposits without one", () => {
    expect(issuesOf({ ...complete, address: "" }, { addressRequired: false })).toEqual({});
  });

  it("leaves e-mail, phone, names and date of birth optional", () => {
    expect(
      issuesOf({ ...complete, email: "", phone: "", phoneCode: "", firstName: "", lastName: "", dateOfBirth: "" }),
    ).toEqual({});
  });

  it("takes the 1900 placeholder birth date as missing, not as a date to refuse", () => {
    expect(issuesOf({ ...complete, dateOfBirth: "1900-01-01" })).toEqual({});
  });

  it("checks what is filled in", () => {
    expect(
      issuesOf({ ...complete, email: "ann@x", phone: "98765", dateOfBirth: "2010-01-01", lastName: "x".repeat(256) }),
    ).toEqual({
      email: "form.validation.invalid.format",
      phone: "form.validation.invalid.short.number",
      dateOfBirth: "form.validation.invalid.dob",
      lastName: "form.validation.invalid.max.length",
    });
  });
});

describe("placeholder e-mails", () => {
  it("shows an address on the empty-email domain as empty, in any case", () => {
    expect(displayEmail("u123@NoEmail.example", "noemail.example")).toBe("");
    expect(isPlaceholderEmail("u123@noemail.example", "@noemail.example")).toBe(true);
  });

  it("keeps real addresses, and every address when no domain is configured", () => {
    expect(displayEmail("ann@example.com", "noemail.example")).toBe("ann@example.com");
    expect(displayEmail("u123@noemail.example", undefined)).toBe("u123@noemail.example");
    expect(isPlaceholderEmail("ann@sub.noemail.example.com", "noemail.example")).toBe(false);
  });
});

describe("profileFormValues", () => {
  it("starts missing values empty, the placeholder e-mail and the 1900 birth date too", () => {
    const values = profileFormValues(
      { email: "u1@noemail.example", dateOfBirth: "1900-01-01", firstName: null, city: "Pune" },
      { emptyEmailDomain: "noemail.example" },
    );
    expect(values).toMatchObject({ email: "", dateOfBirth: "", firstName: "", city: "Pune", address: "" });
  });

  it("keeps a real date of birth as a day", () => {
    expect(profileFormValues({ dateOfBirth: "1990-05-17T00:00:00.000Z" }).dateOfBirth).toBe("1990-05-17");
  });

  it("copes with no user at all", () => {
    expect(profileFormValues(null).countryCode).toBe("");
  });
});

describe("profileUpdatePayload", () => {
  it("sends empty values as null and trims the rest", () => {
    const payload = profileUpdatePayload(
      { ...complete, address: "  ", city: " Pune " },
      { updateFrom: "Profile Page" },
    );
    expect(payload).toMatchObject({ address: null, city: "Pune", updateFrom: "Profile Page" });
  });

  it("never nulls the e-mail of the account", () => {
    expect(profileUpdatePayload({ ...complete, email: "" }, { updateFrom: "Update Form" })).not.toHaveProperty("email");
  });

  it("sends no birth date the player did not give: an untouched 1900 player saving the city sends none", () => {
    const untouched = profileFormValues({ dateOfBirth: "1900-01-01", countryCode: "MT" });
    const payload = profileUpdatePayload({ ...untouched, city: "Mdina" }, { updateFrom: "Profile Page" });
    expect(payload).toMatchObject({ city: "Mdina", countryCode: "MT" });
    expect(payload).not.toHaveProperty("dateOfBirth");
    expect(profileUpdatePayload({ dateOfBirth: "1900-01-01" }, { updateFrom: "Profile Page" })).not.toHaveProperty(
      "dateOfBirth",
    );
  });

  it("sends a birth date the player gave, as its day", () => {
    expect(profileUpdatePayload({ dateOfBirth: " 1990-05-17 " }, { updateFrom: "Profile Page" }).dateOfBirth).toBe(
      "1990-05-17",
    );
  });

  it("asks for a KYC reset in the lulu theme only", () => {
    expect(profileUpdatePayload(complete, { updateFrom: "Profile Page", theme: "lulu" }).onChangeResetKyc).toBe(true);
    expect(profileUpdatePayload(complete, { updateFrom: "Profile Page", theme: "curacao" })).not.toHaveProperty(
      "onChangeResetKyc",
    );
  });
});

describe("profileFieldStates", () => {
  const filled: ProfileUser = { ...complete, isEmailVerified: true, kycStatus: "PENDING" };

  it("locks filled names, phone, birth date and country", () => {
    const states = profileFieldStates(filled, { theme: "curacao" });
    for (const field of ["firstName", "lastName", "phoneCode", "phone", "dateOfBirth", "countryCode"] as const) {
      expect(states[field].locked).toBe(true);
    }
    expect(states.city.locked).toBe(false);
    expect(states.zipCode.locked).toBe(false);
    expect(states.gender.locked).toBe(false);
    expect(states.address.locked).toBe(false);
  });

  it("leaves empty fields and the placeholder birth date editable", () => {
    const states = profileFieldStates({ firstName: "", dateOfBirth: "1900-01-01", phone: null }, {});
    expect(states.firstName.locked).toBe(false);
    expect(states.dateOfBirth.locked).toBe(false);
    expect(states.phoneCode.locked).toBe(false);
    expect(profileFieldStates({ dateOfBirth: "1900-01-01T00:00:00.000Z" }).dateOfBirth.locked).toBe(false);
  });

  it("locks a real birth date only", () => {
    expect(profileFieldStates({ dateOfBirth: "1990-05-17" }).dateOfBirth.locked).toBe(true);
    // Asked for in the deposit flow while it is the placeholder, since it is missing.
    expect(profileFieldStates({ dateOfBirth: "1900-01-01" }, { context: "deposit" }).dateOfBirth).toEqual({
      visible: true,
      locked: false,
    });
  });

  it("locks the e-mail only once verified, and never a placeholder", () => {
    expect(profileFieldStates({ email: "ann@example.com", isEmailVerified: false }).email.locked).toBe(false);
    expect(profileFieldStates({ email: "ann@example.com", isEmailVerified: true }).email.locked).toBe(true);
    expect(
      profileFieldStates(
        { email: "u1@noemail.example", isEmailVerified: true },
        { emptyEmailDomain: "noemail.example" },
      ).email.locked,
    ).toBe(false);
  });

  it("locks the address when KYC is approved, in any case, even when empty", () => {
    expect(profileFieldStates({ ...filled, kycStatus: "APPROVED" }).address.locked).toBe(true);
    expect(profileFieldStates({ address: "", kycStatus: "approved" }).address.locked).toBe(true);
  });

  it("keeps filled fields editable in the lulu theme, the address still following KYC", () => {
    const states = profileFieldStates({ ...filled, kycStatus: "APPROVED" }, { theme: "lulu" });
    expect(states.firstName.locked).toBe(false);
    expect(states.address.locked).toBe(true);
  });

  it("shows only the missing fields a deposit needs in the deposit flow unless onDepositShowAllField is set", () => {
    const user: ProfileUser = { firstName: "Ann", city: "", dateOfBirth: "1900-01-01", countryCode: "DE" };
    const hidden = profileFieldStates(user, { context: "deposit" });
    expect(hidden.firstName.visible).toBe(false);
    // A missing phone or gender is not a deposit's business.
    expect(hidden.phone.visible).toBe(false);
    expect(hidden.gender.visible).toBe(false);
    expect(hidden.countryCode.visible).toBe(false);
    expect(hidden.city).toEqual({ visible: true, locked: false });
    expect(hidden.dateOfBirth).toEqual({ visible: true, locked: false });
    expect(hidden.address.visible).toBe(true);
    expect(profileFieldStates(user, { context: "deposit", allowDepWithoutAddress: true }).address.visible).toBe(false);
    const all = profileFieldStates(user, { context: "deposit", onDepositShowAllField: true, theme: "lulu" });
    expect(all.firstName).toEqual({ visible: true, locked: true });
  });

  it("shows every field on the profile page", () => {
    expect(Object.values(profileFieldStates(filled)).every((state) => state.visible)).toBe(true);
  });
});

describe("profileFormSchema with missing fields", () => {
  it("requires the date of birth when a deposit asks for it", () => {
    expect(issuesOf({ ...complete, dateOfBirth: "" })).toEqual({});
    const result = v.safeParse(profileFormSchema({ now, dateOfBirthRequired: true }), { ...complete, dateOfBirth: "" });
    expect(result.issues?.map((issue) => issue.message)).toEqual(["form.validation.invalid.required"]);
  });

  it("reports a missing field as required, never with valibot's own text", () => {
    const result = v.safeParse(profileFormSchema({ now }), { countryCode: "IN" });
    expect(result.success).toBe(false);
    for (const issue of result.issues ?? []) expect(issue.message.startsWith("form.validation.")).toBe(true);
  });
});
