import { ticked } from "./ticked";
import {
  boolean,
  forward,
  maxLength,
  nonEmpty,
  object,
  partialCheck,
  picklist,
  pipe,
  string,
  trim,
  type GenericSchema,
} from "valibot";
import { dateOfBirthSchema } from "./date-of-birth";
import { phoneIssueKey, validatePhone } from "./phone";
import { emailSchema } from "./email";
import { VALIDATION_MESSAGES } from "./messages";
import { NAME_MAX_LENGTH_CHARS, nameSchema } from "./names";
import { GENDER_OPTIONS } from "./profile-values";
import { usernameSchema } from "./username";
import { passwordSchema, type PasswordRules } from "./password";
import { isRegistrationFieldShown, type RegistrationFields } from "./registration-fields";
import type { SignUpMode } from "./sign-up-modes";

/**
 * The fields of the sign-up form besides e-mail and password, in the order they show, each only
 * when the back end's registration fields switch it on (see docs/features.md, "Registration").
 * `phone` is the extra number of an e-mail sign-up (by phone the number is the login itself).
 */
export const SIGN_UP_PROFILE_FIELDS = [
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
] as const;

/** One of {@link SIGN_UP_PROFILE_FIELDS}. */
export type SignUpProfileField = (typeof SIGN_UP_PROFILE_FIELDS)[number];

/** What the sign-up form holds; a field the mode or the brand does not show stays `""`. */
export interface SignUpFormValues {
  email: string;
  /** Phone sign-up: the calling code (`"+356"`) and the national number, the account's login together. */
  phoneCode: string;
  phone: string;
  password: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  countryCode: string;
  currencyCode: string;
  /** The login name, where the brand signs players up by username. */
  username: string;
  /** One of `GENDER_OPTIONS`, or `""` when not given. */
  gender: string;
  address: string;
  city: string;
  zipCode: string;
  promoCode: string;
  /** Accepting the terms and conditions and the privacy policy. */
  terms: boolean;
  /** Being over 18. */
  adult: boolean;
  newsLetter: boolean;
}

/** Options of {@link signUpFormSchema}. */
export interface SignUpFormOptions {
  now: Date;
  zone?: string;
  /** get-registration-fields: which fields show (0 or missing: absent). */
  fields: RegistrationFields | null | undefined;
  /** The brand's `formFieldsValidation.password`; composition rules are on unless it says `false`. */
  password?: PasswordRules | null;
  /**
   * E-mail (the default) asks the e-mail and password; phone asks the number and password instead
   * of the e-mail; one click asks no e-mail, password or profile field but the currency.
   */
  mode?: SignUpMode;
}

const requiredCode = pipe(string(VALIDATION_MESSAGES.required), trim(), nonEmpty(VALIDATION_MESSAGES.required));
// A hidden field stays "" and is not checked.
const hidden = string(VALIDATION_MESSAGES.required);

// Optional text: at most 255 characters.
const optionalText = pipe(
  string(VALIDATION_MESSAGES.required),
  trim(),
  maxLength(NAME_MAX_LENGTH_CHARS, VALIDATION_MESSAGES.maxLength),
);
const gender = picklist(["", ...GENDER_OPTIONS], VALIDATION_MESSAGES.format);

/**
 * The profile fields shown for the back end's registration fields, in the form's order, by e-mail
 * and by phone alike (by phone without the extra `phone`: the number is already the login); one
 * click asks only the currency (the account is completed in the profile).
 *
 * @example signUpProfileFields({ firstName: 1, lastName: 0, currencyCode: 1 }) // ["firstName", "currencyCode"]
 * @example signUpProfileFields({ firstName: 1, currencyCode: 1 }, "oneClick") // ["currencyCode"]
 * @example signUpProfileFields({ phone: 1, city: 1 }, "phone") // ["city"]
 */
// @__NO_SIDE_EFFECTS__
export function signUpProfileFields(
  fields: RegistrationFields | null | undefined,
  mode: SignUpMode = "email",
): SignUpProfileField[] {
  return SIGN_UP_PROFILE_FIELDS.filter(
    (name) =>
      isRegistrationFieldShown(fields, name) &&
      (mode !== "oneClick" || name === "currencyCode") &&
      (mode !== "phone" || name !== "phone"),
  );
}

/**
 * The sign-up form as a valibot schema: e-mail (or, by phone, the calling code and number checked
 * together with libphonenumber-js, the issue on `phone`) and password (the brand's rules); the
 * username, names (at most 255), date of birth (18 or older), country and currency required when
 * shown; gender, address, city, postal code and promo code optional (text at most 255); an e-mail
 * sign-up's extra phone number optional, checked with its code once typed; the terms and privacy
 * box and the over-18 box ticked; newsletter optional. Issue messages are the message keys.
 *
 * @example v.safeParse(signUpFormSchema({ now, fields: { currencyCode: 1 } }), values)
 */
// @__NO_SIDE_EFFECTS__
export function signUpFormSchema(options: SignUpFormOptions) {
  const shown = new Set<string>(signUpProfileFields(options.fields, options.mode));
  const mode = options.mode ?? "email";
  const when = (name: SignUpProfileField, schema: GenericSchema<string, string>) => (shown.has(name) ? schema : hidden);
  const fields = object(
    {
      email: mode === "email" ? emailSchema : hidden,
      phoneCode: hidden,
      phone: hidden,
      password: mode === "oneClick" ? hidden : passwordSchema(options.password ?? {}),
      firstName: when("firstName", nameSchema),
      lastName: when("lastName", nameSchema),
      dateOfBirth: when("dateOfBirth", dateOfBirthSchema(options.now, options.zone)),
      countryCode: when("countryCode", requiredCode),
      currencyCode: when("currencyCode", requiredCode),
      username: when("username", usernameSchema),
      gender: shown.has("gender") ? gender : hidden,
      address: when("address", optionalText),
      city: when("city", optionalText),
      zipCode: when("zipCode", optionalText),
      promoCode: when("promoCode", optionalText),
      terms: ticked(VALIDATION_MESSAGES.terms),
      adult: ticked(VALIDATION_MESSAGES.adult),
      newsLetter: boolean(VALIDATION_MESSAGES.format),
    },
    VALIDATION_MESSAGES.required,
  );
  // By phone the number is the login; by e-mail an extra number is checked once typed.
  const checksPhone = mode === "phone" || shown.has("phone");
  if (!checksPhone) return fields;
  return pipe(
    fields,
    forward(
      partialCheck(
        [["phoneCode"], ["phone"]],
        (input) =>
          (mode !== "phone" && input.phone.trim() === "") || validatePhone(input.phoneCode, input.phone) === null,
        (issue) => phoneIssueKey(issue.input),
      ),
      ["phone"],
    ),
  );
}

/** What a new player is offered after signing up: verify the e-mail, then complete the profile. */
export type SignUpNextStep = "verify-email" | "complete-profile";

/** The fields a profile needs before the cashier asks for nothing more. */
const PROFILE_COMPLETE_FIELDS = ["firstName", "lastName", "dateOfBirth", "countryCode", "city", "zipCode", "address"];

/**
 * The steps a new player is offered after sign-up, in order: verifying the e-mail when it is not
 * verified yet (an account signed up by phone has no e-mail of its own to verify), completing the
 * profile while any of its required fields is empty.
 *
 * @example signUpNextSteps({ isEmailVerified: false, firstName: "Ann" }) // ["verify-email", "complete-profile"]
 * @example signUpNextSteps({ isEmailVerified: false }, "phone") // ["complete-profile"]
 */
// @__NO_SIDE_EFFECTS__
export function signUpNextSteps(
  user: Readonly<Record<string, unknown> & { isEmailVerified?: boolean | null }> | null | undefined,
  mode: SignUpMode = "email",
): SignUpNextStep[] {
  const steps: SignUpNextStep[] = [];
  if (mode !== "phone" && user?.isEmailVerified !== true) steps.push("verify-email");
  const missing = PROFILE_COMPLETE_FIELDS.some((name) => {
    const value = user?.[name];
    return typeof value !== "string" || value.trim() === "";
  });
  if (missing) steps.push("complete-profile");
  return steps;
}
