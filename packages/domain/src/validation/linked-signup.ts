import { boolean, forward, object, optional, partialCheck, pipe, string, type InferInput } from "valibot";
import { dateOfBirthSchema } from "./date-of-birth";
import { emailSchema } from "./email";
import { VALIDATION_MESSAGES } from "./messages";
import { addressSchema, nameSchema } from "./names";
import { phoneIssueKey, validatePhone } from "./phone";
import { ticked } from "./ticked";

/** Options of the linked sign-up form. */
export interface LinkedSignUpOptions {
  now: Date;
  zone?: string;
  /** The phone registration field is enabled (get-registration-fields `phone` not 0). */
  phoneEnabled?: boolean;
}

/**
 * The linked-account sign-up form as a valibot schema: e-mail required and valid;
 * phone code and phone required, digits only and parsed together, only when the phone field is
 * enabled; first and last name required, at most 255; date of birth required and at least 18
 * years ago; address at most 255; the terms box (over 18, terms and privacy policy) ticked;
 * newsletter optional. Issue messages are the message keys.
 *
 * @example v.safeParse(linkedSignUpSchema({ now: new Date(), phoneEnabled: true }), values)
 */
// @__NO_SIDE_EFFECTS__
export function linkedSignUpSchema(options: LinkedSignUpOptions) {
  const { now, zone } = options;
  const phoneEnabled = options.phoneEnabled === true;
  return pipe(
    object(
      {
        email: emailSchema,
        phoneCode: optional(string(VALIDATION_MESSAGES.required), ""),
        phone: optional(string(VALIDATION_MESSAGES.required), ""),
        firstName: nameSchema,
        lastName: nameSchema,
        dateOfBirth: dateOfBirthSchema(now, zone),
        address: optional(addressSchema, ""),
        terms: ticked(VALIDATION_MESSAGES.terms),
        newsLetter: optional(boolean(VALIDATION_MESSAGES.format), false),
      },
      VALIDATION_MESSAGES.required,
    ),
    forward(
      partialCheck(
        [["phoneCode"], ["phone"]],
        (input) => !phoneEnabled || validatePhone(input.phoneCode, input.phone) === null,
        (issue) => phoneIssueKey(issue.input),
      ),
      ["phone"],
    ),
  );
}

/** The linked sign-up form's values (phone, address and newsletter may be left out). */
export type LinkedSignUpFormValues = InferInput<ReturnType<typeof linkedSignUpSchema>>;

/**
 * Whether a form's submit button is enabled: valid, not submitting, and touched.
 *
 * @example canSubmitForm({ valid: true, submitting: false, dirty: false }) // false
 */
// @__NO_SIDE_EFFECTS__
export function canSubmitForm(state: { valid: boolean; submitting: boolean; dirty: boolean }): boolean {
  return state.valid && !state.submitting && state.dirty;
}
