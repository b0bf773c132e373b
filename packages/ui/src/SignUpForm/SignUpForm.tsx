import {
  birthDateForPicker,
  passwordStrength,
  signUpFormSchema,
  signUpProfileFields,
  type PasswordRules,
  type RegistrationFields,
  type SignUpFormValues,
  type SignUpMode,
} from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useState, type ReactNode } from "react";
import { useController, useForm, useWatch, type Control, type FieldError } from "react-hook-form";
import { Button } from "../Button";
import { Checkbox } from "../Checkbox";
import { CountrySelect, type CountryOption } from "../CountrySelect";
import { DateOfBirthInput } from "../DateOfBirthInput";
import { phoneBinding, valueBinding } from "../form/bindings";
import { genderOptions } from "../form/gender";
import type { LinkComponent } from "../navigation";
import { PasswordField } from "../PasswordField";
import { PhoneField } from "../PhoneField";
import { RadioGroup } from "../RadioGroup";
import { Select } from "../Select";
import { EmailField, TextField } from "../TextField";
import { ConsentLabel } from "./ConsentLabel";
import "./SignUpForm.css";

/** A currency the player may open the account in (get-currencies). */
export interface CurrencyOption {
  code: string;
  name?: string | null;
}

/** Props of {@link SignUpForm}. */
export interface SignUpFormProps {
  /** get-registration-fields: which fields show (0 or missing: absent). */
  fields: RegistrationFields | null | undefined;
  /**
   * `email` by default; `phone` asks the calling code and number instead of the e-mail; `oneClick`
   * asks no e-mail, password or profile field but the currency.
   */
  mode?: SignUpMode;
  countries: readonly CountryOption[];
  currencies: readonly CurrencyOption[];
  /** The country to start with (the visitor's), and its calling code for a phone sign-up; the first currency when none is given. */
  defaultCountryCode?: string;
  defaultCurrencyCode?: string;
  /** The brand's `formFieldsValidation.password`. */
  passwordRules?: PasswordRules | null;
  /** Called with valid values; the app signs up and answers through `submitting` and `error`. */
  onSubmit(values: SignUpFormValues): void;
  /** While the sign-up call runs: the button shows it is busy and cannot be pressed again. */
  submitting?: boolean;
  /** Why the last sign-up failed, already translated; announced, and every typed value stays. */
  error?: string | null;
  /** Where the terms and conditions and the privacy policy are (opened in a new tab, so nothing typed is lost). */
  termsHref: string;
  privacyHref: string;
  /** Where "Log in" leads (the login modal). */
  loginHref: string;
  /** Renders the links; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
  /** Today, for the date-of-birth rules; defaults to the time the form mounts. */
  now?: Date;
  zone?: string;
  className?: string;
}

/** The fields that take focus, in the form's order (by e-mail the extra number comes after the currency). */
const FOCUS_ORDER = {
  email: [
    "email",
    "password",
    "username",
    "firstName",
    "lastName",
    "dateOfBirth",
    "phone",
    "address",
    "city",
    "zipCode",
    "promoCode",
  ],
  phone: [
    "phone",
    "password",
    "username",
    "firstName",
    "lastName",
    "dateOfBirth",
    "address",
    "city",
    "zipCode",
    "promoCode",
  ],
  oneClick: [],
} as const satisfies Record<SignUpMode, readonly (keyof SignUpFormValues)[]>;

/** The optional text fields after the country and currency, with their words and autofill. */
const MORE_TEXT_FIELDS = [
  { name: "address", labelKey: "profile.form.address", autoComplete: "street-address", wide: true },
  { name: "city", labelKey: "profile.form.city", autoComplete: "address-level2", wide: false },
  { name: "zipCode", labelKey: "profile.form.postal.code", autoComplete: "postal-code", wide: false },
  { name: "promoCode", labelKey: "signup.promo.code", autoComplete: "off", wide: true },
] as const;

const TEXT_KEYS = { firstName: "profile.form.first.name", lastName: "profile.form.last.name" } as const;

function CheckboxField({
  control,
  name,
  label,
  error,
}: {
  control: Control<SignUpFormValues>;
  name: "terms" | "adult" | "newsLetter";
  label: ReactNode;
  error: string | undefined;
}) {
  const { field } = useController({ control, name });
  return (
    <Checkbox
      label={label}
      name={field.name}
      checked={field.value}
      onCheckedChange={(checked) => {
        field.onChange(checked);
        field.onBlur();
      }}
      required={name !== "newsLetter"}
      error={error}
    />
  );
}

/**
 * The sign-up form (see docs/features.md, "Registration"): e-mail and password (by phone: the
 * calling code picker and the number, which is the login, instead of the e-mail; in one click: no
 * credentials at all), then the fields the back end's registration flags switch on (username, names,
 * date of birth, gender, country and currency from the server's lists, an e-mail sign-up's extra
 * phone number, address, city, postal code, promo code), the terms and privacy consent and the
 * over-18 confirmation (both required), and the optional newsletter. Validation is the domain's `signUpFormSchema`; the server's refusal is
 * announced above the button and every typed value stays.
 *
 * @example <SignUpForm fields={fields} countries={countries} currencies={currencies} onSubmit={signUp}
 *   termsHref="/terms" privacyHref="/privacy-policy" loginHref="?modal=login" />
 */
export function SignUpForm({
  fields,
  mode = "email",
  countries,
  currencies,
  defaultCountryCode = "",
  defaultCurrencyCode,
  passwordRules,
  onSubmit,
  submitting = false,
  error = null,
  termsHref,
  privacyHref,
  loginHref,
  linkComponent: Link = "a",
  now,
  zone,
  className,
}: SignUpFormProps) {
  const t = useT();
  const [today] = useState(() => now ?? new Date());
  const shown = new Set<string>(signUpProfileFields(fields, mode));
  const oneClick = mode === "oneClick";
  const { register, control, handleSubmit, formState, setFocus } = useForm<SignUpFormValues>({
    defaultValues: {
      email: "",
      phoneCode: countries.find((country) => country.code === defaultCountryCode)?.phoneCode ?? "",
      phone: "",
      password: "",
      firstName: "",
      lastName: "",
      // The birthday picker starts on 18 years ago; a field the brand does not ask for stays empty and is not sent.
      dateOfBirth: shown.has("dateOfBirth") ? birthDateForPicker(null, today, zone) : "",
      countryCode: defaultCountryCode,
      currencyCode: defaultCurrencyCode ?? currencies[0]?.code ?? "",
      username: "",
      gender: "",
      address: "",
      city: "",
      zipCode: "",
      promoCode: "",
      terms: false,
      adult: false,
      newsLetter: false,
    },
    resolver: valibotResolver(signUpFormSchema({ now: today, zone, fields, password: passwordRules, mode })),
    // Every issue at once: the resolver otherwise stops the schema's pipe at the first failed step,
    // so the phone number's check (run on the whole form) would wait until every other field passed.
    criteriaMode: "all",
    // Errors appear when the player presses Sign up, then follow each change: an error appearing
    // on blur would move the button while the pointer is on its way to it.
    mode: "onSubmit",
    reValidateMode: "onChange",
    // Focus goes to the first wrong field in the form's order (see `focusFirstError`), not in the
    // order the fields were registered.
    shouldFocusError: false,
  });
  const password = useWatch({ control, name: "password" });
  const focusFirstError = (wrong: Partial<Record<keyof SignUpFormValues, unknown>>) => {
    const first = FOCUS_ORDER[mode].find((name) => wrong[name] !== undefined);
    if (first !== undefined) setFocus(first);
  };
  const { errors } = formState;
  const dateOfBirth = useController({ control, name: "dateOfBirth" });
  const countryCode = useController({ control, name: "countryCode" });
  const currencyCode = useController({ control, name: "currencyCode" });
  const phoneCode = useController({ control, name: "phoneCode" });
  const phone = useController({ control, name: "phone" });
  const gender = useController({ control, name: "gender" });
  const errorText = (fieldError: FieldError | undefined) =>
    fieldError?.message === undefined ? undefined : t(dynamicTextKey(fieldError.message));

  return (
    <form
      className={className ? `casino-SignUpForm ${className}` : "casino-SignUpForm"}
      noValidate
      aria-label={t("signup.title")}
      onSubmit={(event) => void handleSubmit(onSubmit, focusFirstError)(event)}
    >
      {oneClick ? <p className="casino-SignUpForm-lead">{t("signup.one.click.lead")}</p> : null}
      <div className="casino-SignUpForm-grid">
        {oneClick ? null : (
          <>
            {mode === "phone" ? (
              <PhoneField
                className="casino-SignUpForm-wide"
                label={t("signup.phone")}
                codeLabel={t("signup.phone.code")}
                hint={t("signup.phone.hint")}
                countries={countries}
                {...phoneBinding(phoneCode.field, phone.field)}
                error={errorText(errors.phone)}
                codeError={errorText(errors.phoneCode)}
              />
            ) : (
              <EmailField
                className="casino-SignUpForm-wide"
                label={t("account.login.email")}
                required
                error={errorText(errors.email)}
                {...register("email")}
              />
            )}
            <PasswordField
              className="casino-SignUpForm-wide"
              label={t("account.login.password")}
              autoComplete="new-password"
              required
              hint={t("signup.password.hint")}
              error={errorText(errors.password)}
              strength={passwordStrength(password, passwordRules ?? {})}
              {...register("password")}
            />
            {shown.has("username") ? (
              <TextField
                className="casino-SignUpForm-wide"
                label={t("signup.username")}
                autoComplete="nickname"
                spellCheck={false}
                required
                hint={t("signup.username.hint")}
                error={errorText(errors.username)}
                {...register("username")}
              />
            ) : null}
          </>
        )}
        {(["firstName", "lastName"] as const).map((name) =>
          shown.has(name) ? (
            <TextField
              key={name}
              label={t(TEXT_KEYS[name])}
              autoComplete={name === "firstName" ? "given-name" : "family-name"}
              required
              error={errorText(errors[name])}
              {...register(name)}
            />
          ) : null,
        )}
        {shown.has("dateOfBirth") ? (
          <DateOfBirthInput
            className="casino-SignUpForm-wide"
            label={t("profile.form.date.of.birth")}
            now={today}
            zone={zone}
            required
            {...valueBinding(dateOfBirth.field)}
            error={errorText(errors.dateOfBirth)}
          />
        ) : null}
        {shown.has("gender") ? (
          <RadioGroup
            className="casino-SignUpForm-wide"
            label={t("profile.form.gender")}
            options={genderOptions(t)}
            value={gender.field.value}
            onValueChange={(value) => {
              gender.field.onChange(value);
              gender.field.onBlur();
            }}
            error={errorText(errors.gender)}
          />
        ) : null}
        {shown.has("countryCode") ? (
          <CountrySelect
            label={t("profile.form.country")}
            countries={countries}
            value={countryCode.field.value}
            onValueChange={countryCode.field.onChange}
            onBlur={countryCode.field.onBlur}
            error={errorText(errors.countryCode)}
          />
        ) : null}
        {shown.has("currencyCode") ? (
          <Select
            label={t("signup.currency")}
            name={currencyCode.field.name}
            options={currencies.map((currency) => ({
              value: currency.code,
              label: currency.name ? `${currency.code} · ${currency.name}` : currency.code,
            }))}
            value={currencyCode.field.value}
            onValueChange={currencyCode.field.onChange}
            onBlur={currencyCode.field.onBlur}
            required
            error={errorText(errors.currencyCode)}
          />
        ) : null}
        {shown.has("phone") ? (
          <PhoneField
            className="casino-SignUpForm-wide"
            label={t("signup.phone.optional")}
            codeLabel={t("signup.phone.code")}
            countries={countries}
            {...phoneBinding(phoneCode.field, phone.field)}
            error={errorText(errors.phone)}
            codeError={errorText(errors.phoneCode)}
          />
        ) : null}
        {MORE_TEXT_FIELDS.map(({ name, labelKey, autoComplete, wide }) =>
          shown.has(name) ? (
            <TextField
              key={name}
              className={wide ? "casino-SignUpForm-wide" : undefined}
              label={t(labelKey)}
              autoComplete={autoComplete}
              error={errorText(errors[name])}
              {...register(name)}
            />
          ) : null,
        )}
      </div>
      <fieldset className="casino-SignUpForm-consents">
        <legend className="casino-SignUpForm-legend">{t("signup.consents")}</legend>
        <CheckboxField
          control={control}
          name="terms"
          label={<ConsentLabel text={t("signup.terms")} termsHref={termsHref} privacyHref={privacyHref} />}
          error={errorText(errors.terms)}
        />
        <CheckboxField control={control} name="adult" label={t("signup.adult")} error={errorText(errors.adult)} />
        <CheckboxField control={control} name="newsLetter" label={t("signup.newsletter")} error={undefined} />
      </fieldset>
      <p className="casino-SignUpForm-error" role="alert">
        {error}
      </p>
      <Button type="submit" block busy={submitting}>
        {t("button.sign.up")}
      </Button>
      <p className="casino-SignUpForm-login">
        {t("signup.have.account")}{" "}
        <Link href={loginHref} className="casino-SignUpForm-link">
          {t("button.log.in")}
        </Link>
      </p>
    </form>
  );
}
