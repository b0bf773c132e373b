import { givenBirthDate } from "./validation/birth-date-placeholder";
import { displayEmail, GENDER_OPTIONS } from "./validation/profile-values";

/** One of the profile form's gender options. */
export type GenderOption = (typeof GENDER_OPTIONS)[number];

/**
 * The fields of the profile's display (spec 001 "User profile (display)"), in the order shown.
 * The first seven show "not set" when empty; the rest show only when the player has them.
 */
export const PROFILE_DISPLAY_FIELDS = [
  "name",
  "email",
  "phone",
  "dateOfBirth",
  "country",
  "address",
  "currency",
  "gender",
  "nickname",
  "promoCode",
  "cpfNumber",
  "upiId",
  "skrillEmail",
  "lastLogin",
  "lastLoginIp",
  "currentIp",
] as const;

/** One field of {@link PROFILE_DISPLAY_FIELDS}. */
export type ProfileDisplayField = (typeof PROFILE_DISPLAY_FIELDS)[number];

const ALWAYS_SHOWN: ReadonlySet<ProfileDisplayField> = new Set([
  "name",
  "email",
  "phone",
  "dateOfBirth",
  "country",
  "address",
  "currency",
]);

/** The player as the profile's display reads them (get-user-details' `getUser`, all optional). */
export interface ProfileDisplayUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneCode?: string | null;
  phone?: string | null;
  dateOfBirth?: string | null;
  countryCode?: string | null;
  address?: string | null;
  zipCode?: string | null;
  city?: string | null;
  currencyCode?: string | null;
  gender?: string | null;
  nickname?: string | null;
  promoCode?: string | null;
  cpfNumber?: string | null;
  upiId?: string | null;
  skrillEmail?: string | null;
  lastLogin?: { created_at?: string | null; ip?: string | null } | null;
  currentIp?: string | null;
}

/** A field to show and its value as given: `null` is "not set" (only for the fields always shown). */
export interface ProfileDisplayEntry {
  field: ProfileDisplayField;
  value: string | null;
}

const text = (value: string | null | undefined) => (value == null || value.trim() === "" ? null : value.trim());

/**
 * The gender option a back end's value names, in any case and with or without spaces
 * (`"Male"`, `"not to say"`, `"notToSay"`), or `null` for none or an unknown value.
 *
 * @example genderOption("Female") // "female"
 * @example genderOption("Not to say") // "notToSay"
 */
// @__NO_SIDE_EFFECTS__
export function genderOption(value: string | null | undefined): GenderOption | null {
  const squeezed = (value ?? "").replaceAll(/[\s_-]/g, "").toLowerCase();
  return GENDER_OPTIONS.find((option) => option.toLowerCase() === squeezed) ?? null;
}

/**
 * What the profile shows (`docs/features.md`, "Profile"): name, e-mail (a placeholder on the
 * brand's empty-e-mail domain as not set), phone with its code, date of birth (the 1900 placeholder
 * as not set), country (its code: the app names it), address with postal code and city, and
 * currency, each "not set" when empty; then gender, nickname, promo code, CPF number, UPI ID,
 * Skrill e-mail, the last sign-in's instant and IP and the current IP, only those the player has.
 *
 * @example profileDisplayEntries({ firstName: "Ana", upiId: "ana@bank" }).find((entry) => entry.field === "upiId") // { field: "upiId", value: "ana@bank" }
 */
// @__NO_SIDE_EFFECTS__
export function profileDisplayEntries(
  user: ProfileDisplayUser,
  options: { emptyEmailDomain?: string | null } = {},
): ProfileDisplayEntry[] {
  const phone = text(user.phone);
  const values: Record<ProfileDisplayField, string | null> = {
    name: text(
      [user.firstName, user.lastName]
        .map((part) => part?.trim() ?? "")
        .filter(Boolean)
        .join(" "),
    ),
    email: text(displayEmail(user.email, options.emptyEmailDomain)),
    phone: phone === null ? null : [text(user.phoneCode), phone].filter(Boolean).join(" "),
    dateOfBirth: text(givenBirthDate(user.dateOfBirth)),
    country: text(user.countryCode),
    address: text(
      [user.address, user.zipCode, user.city]
        .map((part) => part?.trim() ?? "")
        .filter(Boolean)
        .join(", "),
    ),
    currency: text(user.currencyCode),
    gender: genderOption(user.gender),
    nickname: text(user.nickname),
    promoCode: text(user.promoCode),
    cpfNumber: text(user.cpfNumber),
    upiId: text(user.upiId),
    skrillEmail: text(user.skrillEmail),
    lastLogin: text(user.lastLogin?.created_at),
    lastLoginIp: text(user.lastLogin?.ip),
    currentIp: text(user.currentIp),
  };
  return PROFILE_DISPLAY_FIELDS.filter((field) => ALWAYS_SHOWN.has(field) || values[field] !== null).map((field) => ({
    field,
    value: values[field],
  }));
}
