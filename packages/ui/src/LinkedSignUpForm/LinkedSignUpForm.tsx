import { birthDateForPicker, canSubmitForm, linkedSignUpSchema, type LinkedSignUpFormValues } from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useState } from "react";
import { useController, useForm, type FieldError } from "react-hook-form";
import { Button } from "../Button";
import { Checkbox } from "../Checkbox";
import type { CountryOption } from "../CountrySelect";
import { DateOfBirthInput } from "../DateOfBirthInput";
import { phoneBinding, valueBinding } from "../form/bindings";
import { PhoneField } from "../PhoneField";
import { ConsentLabel } from "../SignUpForm/ConsentLabel";
import { EmailField, TextField } from "../TextField";
import "../SignUpForm/SignUpForm.css";
import "./LinkedSignUpForm.css";

/** What the third party vouched for, to start the form with. */
export interface LinkedIdentity {
  /** The third party's name, as the brand spells it ("Demo ID"). */
  providerName: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** Props of {@link LinkedSignUpForm}. */
export interface LinkedSignUpFormProps {
  linked: LinkedIdentity;
  /** The phone registration field is on: the calling code and number are asked and required. */
  phoneEnabled: boolean;
  countries: readonly CountryOption[];
  /** The visitor's country, whose calling code the phone field starts on. */
  defaultCountryCode?: string;
  /** Called with valid values; the app signs up and answers through `submitting` and `error`. */
  onSubmit(values: LinkedSignUpFormValues): void;
  /** While the sign-up call runs: the button shows it is busy and cannot be pressed again. */
  submitting?: boolean;
  /** Why the last sign-up failed, already translated; announced, and every typed value stays. */
  error?: string | null;
  termsHref: string;
  privacyHref: string;
  /** Today, for the date-of-birth rules; defaults to the time the form mounts. */
  now?: Date;
  zone?: string;
  className?: string;
}

/** The fields that take focus, in the form's order. */
const FOCUS_ORDER = ["email", "phone", "firstName", "lastName", "dateOfBirth", "address"] as const;

/**
 * The linked sign-up (see docs/features.md, "Linked sign-up"): what the third party vouched for
 * (e-mail, names) filled in and editable, the phone when the brand asks for it, the date of birth
 * on the birthday picker, the address, the over-18 and terms consent and the optional newsletter.
 * Validation is the domain's `linkedSignUpSchema`; each field says what is wrong once it was left,
 * and the button stays disabled while the form is invalid, untouched or sending (`canSubmitForm`),
 * with a line saying why.
 *
 * @example <LinkedSignUpForm linked={{ providerName: "Demo ID", email: "ada@id.example" }} phoneEnabled
 *   countries={countries} onSubmit={signUp} termsHref="/terms" privacyHref="/privacy-policy" />
 */
export function LinkedSignUpForm({
  linked,
  phoneEnabled,
  countries,
  defaultCountryCode = "",
  onSubmit,
  submitting = false,
  error = null,
  termsHref,
  privacyHref,
  now,
  zone,
  className,
}: LinkedSignUpFormProps) {
  const t = useT();
  const [today] = useState(() => now ?? new Date());
  const { register, control, handleSubmit, formState, setFocus } = useForm<LinkedSignUpFormValues>({
    defaultValues: {
      email: linked.email ?? "",
      phoneCode: countries.find((country) => country.code === defaultCountryCode)?.phoneCode ?? "",
      phone: "",
      firstName: linked.firstName ?? "",
      lastName: linked.lastName ?? "",
      // The birthday picker starts on 18 years ago.
      dateOfBirth: birthDateForPicker(null, today, zone),
      address: "",
      terms: false,
      newsLetter: false,
    },
    resolver: valibotResolver(linkedSignUpSchema({ now: today, zone, phoneEnabled })),
    // Every issue at once, the phone's whole-form check included (it would otherwise wait for the rest).
    criteriaMode: "all",
    // The button's state follows every change; a field's error shows once the player has left it.
    mode: "onTouched",
    shouldFocusError: false,
  });
  const { errors, isValid, isDirty } = formState;
  const phoneCode = useController({ control, name: "phoneCode" });
  const phone = useController({ control, name: "phone" });
  const dateOfBirth = useController({ control, name: "dateOfBirth" });
  const terms = useController({ control, name: "terms" });
  const newsLetter = useController({ control, name: "newsLetter" });
  const errorText = (fieldError: FieldError | undefined) =>
    fieldError?.message === undefined ? undefined : t(dynamicTextKey(fieldError.message));
  const canSubmit = canSubmitForm({ valid: isValid, submitting, dirty: isDirty });
  const focusFirstError = (wrong: Partial<Record<keyof LinkedSignUpFormValues, unknown>>) => {
    const first = FOCUS_ORDER.find((name) => wrong[name] !== undefined);
    if (first !== undefined) setFocus(first);
  };

  return (
    <form
      className={className ? `casino-SignUpForm ${className}` : "casino-SignUpForm"}
      noValidate
      aria-label={t("signup.linked.title")}
      onSubmit={(event) => void handleSubmit(onSubmit, focusFirstError)(event)}
    >
      <p className="casino-SignUpForm-lead">{t("signup.linked.lead", { PROVIDER: linked.providerName })}</p>
      <div className="casino-SignUpForm-grid">
        <EmailField
          className="casino-SignUpForm-wide"
          label={t("account.login.email")}
          required
          error={errorText(errors.email)}
          {...register("email")}
        />
        {phoneEnabled ? (
          <PhoneField
            className="casino-SignUpForm-wide"
            label={t("signup.phone")}
            codeLabel={t("signup.phone.code")}
            countries={countries}
            {...phoneBinding(phoneCode.field, phone.field)}
            error={errorText(errors.phone)}
            codeError={errorText(errors.phoneCode)}
          />
        ) : null}
        <TextField
          label={t("profile.form.first.name")}
          autoComplete="given-name"
          required
          maxLength={255}
          error={errorText(errors.firstName)}
          {...register("firstName")}
        />
        <TextField
          label={t("profile.form.last.name")}
          autoComplete="family-name"
          required
          maxLength={255}
          error={errorText(errors.lastName)}
          {...register("lastName")}
        />
        <DateOfBirthInput
          className="casino-SignUpForm-wide"
          label={t("profile.form.date.of.birth")}
          now={today}
          zone={zone}
          required
          {...valueBinding(dateOfBirth.field)}
          error={errorText(errors.dateOfBirth)}
        />
        <TextField
          className="casino-SignUpForm-wide"
          label={t("profile.form.address")}
          autoComplete="street-address"
          maxLength={255}
          error={errorText(errors.address)}
          {...register("address")}
        />
      </div>
      <fieldset className="casino-SignUpForm-consents">
        <legend className="casino-SignUpForm-legend">{t("signup.consents")}</legend>
        <Checkbox
          label={<ConsentLabel text={t("signup.linked.terms")} termsHref={termsHref} privacyHref={privacyHref} />}
          name={terms.field.name}
          checked={terms.field.value}
          onCheckedChange={(checked) => {
            terms.field.onChange(checked);
            terms.field.onBlur();
          }}
          required
          error={errorText(errors.terms)}
        />
        <Checkbox
          label={t("signup.newsletter")}
          name={newsLetter.field.name}
          checked={newsLetter.field.value === true}
          onCheckedChange={newsLetter.field.onChange}
        />
      </fieldset>
      <p className="casino-SignUpForm-error" role="alert">
        {error}
      </p>
      <Button type="submit" block busy={submitting} disabled={!canSubmit}>
        {t("button.sign.up")}
      </Button>
      <p className="casino-LinkedSignUpForm-why" aria-live="polite">
        {canSubmit || submitting ? "" : t("signup.linked.incomplete")}
      </p>
    </form>
  );
}
