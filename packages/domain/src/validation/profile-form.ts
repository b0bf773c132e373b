import { check, forward, maxLength, nonEmpty, object, partialCheck, pipe, string, trim } from "valibot";
import { NAME_MAX_LENGTH_CHARS } from "./names";
import { givenBirthDate, validateDateOfBirth } from "./date-of-birth";
import { missingDepositProfileFields } from "./deposit-profile";
import { validateEmail } from "./email";
import { VALIDATION_MESSAGES } from "./messages";
import { requiredTextSchema } from "./names";
import { phoneIssueKey, validatePhone } from "./phone";
import { displayEmail } from "./profile-values";

export { displayEmail, GENDER_OPTIONS, isPlaceholderEmail } from "./profile-values";

/** The fields of the profile information form. */
export const PROFILE_FIELDS = [
  "email",
  "firstName",
  "lastName",
  "phoneCode",
  "phone",
  "dateOfBirth",
  "countryCode",
  "city",
  "zipCode",
  "address",
  "gender",
] as const;

/** One field of the profile form. */
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The profile form's values: every field a string, empty when unset. */
export type ProfileFormValues = Record<ProfileField, string>;

/** The user as the profile form reads it (fields of get-user-details, all optional). */
export interface ProfileUser {
  email?: string | null;
  isEmailVerified?: boolean | null;
  firstName?: string | null;
  lastName?: string | null;
  phoneCode?: string | null;
  phone?: string | null;
  dateOfBirth?: string | null;
  countryCode?: string | null;
  city?: string | null;
  zipCode?: string | null;
  address?: string | null;
  gender?: string | null;
  kycStatus?: string | null;
}

/** Themes in which filled identity fields stay editable; their updates reset KYC (`onChangeResetKyc`). */
export const PROFILE_EDITABLE_THEMES: readonly string[] = ["lulu"];

/** Themes whose profile updates carry `onChangeResetKyc`. */
export const PROFILE_RESET_KYC_THEMES: readonly string[] = ["lulu"];

/** Where the profile form is shown: the profile page, or the deposit flow completing a profile. */
export type ProfileFormContext = "profile" | "deposit";

const optionalText = pipe(
  string(VALIDATION_MESSAGES.required),
  trim(),
  maxLength(NAME_MAX_LENGTH_CHARS, VALIDATION_MESSAGES.maxLength),
);
const requiredCode = pipe(string(VALIDATION_MESSAGES.required), trim(), nonEmpty(VALIDATION_MESSAGES.required));

/**
 * The profile form as a valibot schema. Country, city, postal code and address are required
 * (address not when `addressRequired` is false, e.g. a deposit with `allowDepWithoutAddress`);
 * names and address at most 255 characters; e-mail, phone and date of birth are optional but
 * checked when filled (the date of birth required when `dateOfBirthRequired`, as a deposit asks
 * for it). Issue messages are the message keys.
 *
 * @example v.safeParse(profileFormSchema({ now: new Date() }), values)
 */
// @__NO_SIDE_EFFECTS__
export function profileFormSchema(options: {
  now: Date;
  zone?: string;
  addressRequired?: boolean;
  dateOfBirthRequired?: boolean;
}) {
  const { now, zone } = options;
  return pipe(
    object(
      {
        email: pipe(
          string(VALIDATION_MESSAGES.required),
          check((value) => value.trim() === "" || validateEmail(value) === null, VALIDATION_MESSAGES.format),
        ),
        firstName: optionalText,
        lastName: optionalText,
        phoneCode: string(VALIDATION_MESSAGES.required),
        phone: string(VALIDATION_MESSAGES.required),
        dateOfBirth: pipe(
          string(VALIDATION_MESSAGES.required),
          check(
            (value) => options.dateOfBirthRequired !== true || givenBirthDate(value) !== "",
            VALIDATION_MESSAGES.required,
          ),
          check(
            // Missing (the 1900 placeholder included) is allowed here: the profile may be saved without one.
            (value) => givenBirthDate(value) === "" || validateDateOfBirth(value, now, zone) === null,
            (issue) =>
              validateDateOfBirth(typeof issue.input === "string" ? issue.input : "", now, zone) ??
              VALIDATION_MESSAGES.format,
          ),
        ),
        countryCode: requiredCode,
        city: requiredTextSchema,
        zipCode: requiredTextSchema,
        address: options.addressRequired === false ? optionalText : requiredTextSchema,
        gender: string(VALIDATION_MESSAGES.required),
      },
      VALIDATION_MESSAGES.required,
    ),
    forward(
      partialCheck(
        [["phoneCode"], ["phone"]],
        (input) => input.phone.trim() === "" || validatePhone(input.phoneCode, input.phone) === null,
        (issue) => phoneIssueKey(issue.input),
      ),
      ["phone"],
    ),
  );
}

/**
 * The form's starting values from the user: missing values empty, a placeholder e-mail empty,
 * and the 1900 placeholder date of birth empty too (`givenBirthDate`): it is missing, and the
 * picker does not fill it with a date the player did not choose.
 *
 * @example profileFormValues(user, { emptyEmailDomain: "noemail.example" }).email
 */
// @__NO_SIDE_EFFECTS__
export function profileFormValues(
  user: ProfileUser | null | undefined,
  options: { emptyEmailDomain?: string | null } = {},
): ProfileFormValues {
  return {
    email: displayEmail(user?.email, options.emptyEmailDomain),
    firstName: user?.firstName ?? "",
    lastName: user?.lastName ?? "",
    phoneCode: user?.phoneCode ?? "",
    phone: user?.phone ?? "",
    dateOfBirth: givenBirthDate(user?.dateOfBirth),
    countryCode: user?.countryCode ?? "",
    city: user?.city ?? "",
    zipCode: user?.zipCode ?? "",
    address: user?.address ?? "",
    gender: user?.gender ?? "",
  };
}

/** The body of update-user-details for a profile form submit. */
export type ProfileUpdatePayload = Partial<Record<ProfileField, string | null>> & {
  updateFrom: "Update Form" | "Profile Page";
  onChangeResetKyc?: true;
};

/**
 * The update-user-details body: values trimmed, empty ones sent as `null`,
 * `updateFrom` naming the screen, and `onChangeResetKyc` for the lulu theme.
 * An empty e-mail is left out rather than nulled: the account keeps its (placeholder) address.
 * So is an empty date of birth (or the 1900 placeholder): a birth date is sent only when the
 * player gave one, and the account keeps its placeholder until then.
 *
 * @example profileUpdatePayload({ ...values, city: " " }, { updateFrom: "Profile Page" }).city // null
 */
// @__NO_SIDE_EFFECTS__
export function profileUpdatePayload(
  values: Partial<ProfileFormValues>,
  options: { updateFrom: "Update Form" | "Profile Page"; theme?: string | null },
): ProfileUpdatePayload {
  const payload: ProfileUpdatePayload = { updateFrom: options.updateFrom };
  for (const field of PROFILE_FIELDS) {
    const value = values[field];
    if (value === undefined) continue;
    const trimmed = field === "dateOfBirth" ? givenBirthDate(value) : value.trim();
    if ((field === "email" || field === "dateOfBirth") && trimmed === "") continue;
    payload[field] = trimmed === "" ? null : trimmed;
  }
  if (PROFILE_RESET_KYC_THEMES.includes(options.theme?.toLowerCase() ?? "")) payload.onChangeResetKyc = true;
  return payload;
}

/** Whether each profile field is shown and whether it is locked (disabled). */
export type ProfileFieldStates = Record<ProfileField, { visible: boolean; locked: boolean }>;

function isFilled(user: ProfileUser, field: ProfileField, emptyEmailDomain: string | null | undefined): boolean {
  if (field === "email") return displayEmail(user.email, emptyEmailDomain).trim() !== "";
  if (field === "dateOfBirth") return givenBirthDate(user.dateOfBirth) !== "";
  // The code select belongs to the number: it counts as set when the number is.
  if (field === "phoneCode") return (user.phone ?? "").trim() !== "";
  return (user[field] ?? "").trim() !== "";
}

const LOCKED_ONCE_SET: readonly ProfileField[] = [
  "firstName",
  "lastName",
  "phoneCode",
  "phone",
  "dateOfBirth",
  "countryCode",
];

/**
 * Which profile fields are shown and which are locked:
 * - e-mail locks once verified; names, phone, date of birth and country lock once set, except in
 *   themes that let filled fields be edited (`lulu`, whose updates reset KYC);
 * - the address locks when `kycStatus` is APPROVED (any case);
 * - in the deposit flow, only the missing fields a deposit needs (`missingDepositProfileFields`,
 *   the address not under `allowDepWithoutAddress`) are shown unless `onDepositShowAllField` is
 *   set, and every filled field shown there is locked whatever the theme: that form completes a
 *   profile, it does not edit one.
 *
 * @example profileFieldStates(user, { theme: "curacao" }).firstName // { visible: true, locked: true } once set
 */
// @__NO_SIDE_EFFECTS__
export function profileFieldStates(
  user: ProfileUser | null | undefined,
  settings: {
    theme?: string | null;
    onDepositShowAllField?: boolean | null;
    allowDepWithoutAddress?: boolean | null;
    context?: ProfileFormContext;
    emptyEmailDomain?: string | null;
    editableThemes?: readonly string[];
  } = {},
): ProfileFieldStates {
  const current = user ?? {};
  const deposit = settings.context === "deposit";
  const editable = (settings.editableThemes ?? PROFILE_EDITABLE_THEMES).includes(settings.theme?.toLowerCase() ?? "");
  const kycApproved = current.kycStatus?.trim().toUpperCase() === "APPROVED";
  const askedForDeposit: readonly ProfileField[] = deposit
    ? missingDepositProfileFields(current, { allowDepWithoutAddress: settings.allowDepWithoutAddress })
    : [];
  const states = {} as ProfileFieldStates;
  for (const field of PROFILE_FIELDS) {
    const filled = isFilled(current, field, settings.emptyEmailDomain);
    let locked = false;
    if (field === "email") locked = filled && current.isEmailVerified === true;
    else if (LOCKED_ONCE_SET.includes(field)) locked = filled && !editable;
    if (field === "address" && kycApproved) locked = true;
    if (deposit && filled) locked = true;
    const visible = !deposit || askedForDeposit.includes(field) || settings.onDepositShowAllField === true;
    states[field] = { visible, locked };
  }
  return states;
}
