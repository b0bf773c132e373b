import {
  profileFieldStates,
  profileFormSchema,
  profileFormValues,
  profileUpdatePayload,
  type ProfileFormContext,
  type ProfileFormValues,
  type ProfileUpdatePayload,
  type ProfileUser,
} from "@casino/domain";
import { dynamicTextKey, type TextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useEffect, useRef, useState } from "react";
import { useController, useForm, type FieldError } from "react-hook-form";
import { Button } from "../Button";
import { CountrySelect, type CountryOption } from "../CountrySelect";
import { DateOfBirthInput } from "../DateOfBirthInput";
import { phoneBinding, valueBinding } from "../form/bindings";
import { genderOptions } from "../form/gender";
import { PhoneField } from "../PhoneField";
import { RadioGroup } from "../RadioGroup";
import { TextField } from "../TextField";
import "./ProfileInfoForm.css";
import { submitErrorMessage } from "./submitErrorMessage";

/** Props of {@link ProfileInfoForm}. */
export interface ProfileInfoFormProps {
  /** The player from get-user-details; its filled fields decide which fields are locked. */
  user: ProfileUser | null | undefined;
  countries: readonly CountryOption[];
  /**
   * Sends the update (update-user-details). Receives the body: values trimmed, empty ones as
   * `null`, `updateFrom`, and `onChangeResetKyc` for lulu. Reject to show the error; the form
   * keeps every value. A rejection carrying `serverMessage` shows that message.
   */
  onSubmit(payload: ProfileUpdatePayload): Promise<void>;
  /** The brand theme from the settings: in some themes filled identity fields stay editable. */
  theme?: string | null;
  /** `deposit` when the form completes a profile inside the deposit flow. */
  context?: ProfileFormContext;
  /** The back end's `onDepositShowAllField` setting. */
  onDepositShowAllField?: boolean | null;
  /** False when the address may stay empty (a deposit with `allowDepWithoutAddress`). */
  addressRequired?: boolean;
  /** The brand's placeholder e-mail domain, whose addresses count as empty. */
  emptyEmailDomain?: string | null;
  updateFrom?: "Update Form" | "Profile Page";
  /** The submit button's words; "Update profile" by default. */
  submitLabel?: string;
  /** Today, for the date-of-birth rules; defaults to the time the form mounts. */
  now?: Date;
  zone?: string;
  className?: string;
}

type Status = { kind: "success" } | { kind: "error"; message: string | undefined } | null;

/**
 * The profile information form (see docs/features.md, "Profile"): names, phone code and number,
 * date of birth, country, city, postal code, address and gender. Update stays disabled until
 * something changes; fields the player may no longer change are read-only; validation is the
 * domain's valibot schema; the result shows below the form.
 *
 * @example <ProfileInfoForm user={user} countries={countries} theme={settings.theme} onSubmit={updateUserDetails} />
 */
export function ProfileInfoForm({
  user,
  countries,
  onSubmit,
  theme,
  context = "profile",
  onDepositShowAllField,
  addressRequired = true,
  emptyEmailDomain,
  updateFrom = "Profile Page",
  submitLabel,
  now,
  zone,
  className,
}: ProfileInfoFormProps) {
  const t = useT();
  const [today] = useState(() => now ?? new Date());
  const [status, setStatus] = useState<Status>(null);
  const deposit = context === "deposit";
  const fields = profileFieldStates(user, {
    theme,
    onDepositShowAllField,
    context,
    emptyEmailDomain,
    allowDepWithoutAddress: deposit && !addressRequired,
  });
  const { register, control, handleSubmit, reset, formState } = useForm<ProfileFormValues>({
    defaultValues: profileFormValues(user, { emptyEmailDomain }),
    // A deposit needs the date of birth (docs/features.md, "Deposits"); the profile page leaves it optional.
    resolver: valibotResolver(profileFormSchema({ now: today, zone, addressRequired, dateOfBirthRequired: deposit })),
    // Every issue at once: the resolver otherwise stops the schema's pipe at the first failed step,
    // so the phone number's check (run on the whole form) would wait until every other field passed.
    criteriaMode: "all",
    mode: "onTouched",
  });
  const { errors, isDirty, isSubmitting } = formState;

  // When the player's details arrive or are refreshed after the form mounted, follow them,
  // keeping whatever the player is editing. Keyed on the user object, so a settled form after a
  // successful submit is not reset to the details from before it.
  const shownUser = useRef(user);
  useEffect(() => {
    if (shownUser.current === user) return;
    shownUser.current = user;
    reset(profileFormValues(user, { emptyEmailDomain }), { keepDirtyValues: true });
  }, [user, reset, emptyEmailDomain]);
  const phoneCode = useController({ control, name: "phoneCode" });
  const phone = useController({ control, name: "phone" });
  const dateOfBirth = useController({ control, name: "dateOfBirth" });
  const countryCode = useController({ control, name: "countryCode" });
  const gender = useController({ control, name: "gender" });

  const errorText = (error: FieldError | undefined) =>
    error?.message === undefined ? undefined : t(dynamicTextKey(error.message));
  const lockedHint = t("profile.form.locked");

  const submit = handleSubmit(async (values) => {
    setStatus(null);
    // The e-mail is not edited here (the profile form has no e-mail field): leave the account's as it is.
    const { email: _email, ...edited } = values;
    try {
      await onSubmit(profileUpdatePayload(edited, { updateFrom, theme }));
      reset(values);
      setStatus({ kind: "success" });
    } catch (error) {
      // The values stay as typed: nothing the player entered is lost on a failed submit.
      setStatus({ kind: "error", message: submitErrorMessage(error) });
    }
  });

  function textField(
    name: "firstName" | "lastName" | "city" | "zipCode" | "address",
    labelKey: TextKey,
    autoComplete: string,
    wide = false,
  ) {
    if (!fields[name].visible) return null;
    const locked = fields[name].locked;
    return (
      <TextField
        className={wide ? "casino-ProfileInfoForm-wide" : undefined}
        label={t(labelKey)}
        autoComplete={autoComplete}
        readOnly={locked}
        hint={locked ? lockedHint : undefined}
        error={errorText(errors[name])}
        {...register(name)}
      />
    );
  }

  return (
    <form
      className={className ? `casino-ProfileInfoForm ${className}` : "casino-ProfileInfoForm"}
      onSubmit={submit}
      noValidate
      aria-label={t("profile.form.title")}
    >
      <div className="casino-ProfileInfoForm-grid">
        {textField("firstName", "profile.form.first.name", "given-name")}
        {textField("lastName", "profile.form.last.name", "family-name")}
        {fields.phone.visible ? (
          <PhoneField
            className="casino-ProfileInfoForm-wide"
            label={t("profile.form.phone")}
            codeLabel={t("profile.form.phone.code")}
            countries={countries}
            {...phoneBinding(phoneCode.field, phone.field)}
            readOnly={fields.phone.locked}
            hint={fields.phone.locked ? lockedHint : undefined}
            error={errorText(errors.phone)}
            codeError={errorText(errors.phoneCode)}
          />
        ) : null}
        {fields.dateOfBirth.visible ? (
          <DateOfBirthInput
            label={t("profile.form.date.of.birth")}
            now={today}
            zone={zone}
            {...valueBinding(dateOfBirth.field)}
            readOnly={fields.dateOfBirth.locked}
            hint={fields.dateOfBirth.locked ? lockedHint : undefined}
            error={errorText(errors.dateOfBirth)}
          />
        ) : null}
        {fields.countryCode.visible ? (
          <CountrySelect
            label={t("profile.form.country")}
            countries={countries}
            value={countryCode.field.value}
            onValueChange={countryCode.field.onChange}
            onBlur={countryCode.field.onBlur}
            readOnly={fields.countryCode.locked}
            hint={fields.countryCode.locked ? lockedHint : undefined}
            error={errorText(errors.countryCode)}
          />
        ) : null}
        {textField("city", "profile.form.city", "address-level2")}
        {textField("zipCode", "profile.form.postal.code", "postal-code")}
        {textField("address", "profile.form.address", "street-address", true)}
        {fields.gender.visible ? (
          <RadioGroup
            className="casino-ProfileInfoForm-wide"
            label={t("profile.form.gender")}
            options={genderOptions(t)}
            value={gender.field.value}
            onValueChange={gender.field.onChange}
            disabled={fields.gender.locked}
            error={errorText(errors.gender)}
          />
        ) : null}
      </div>
      <Button type="submit" className="casino-ProfileInfoForm-submit" disabled={!isDirty} busy={isSubmitting}>
        {submitLabel ?? t("button.update.profile")}
      </Button>
      <p role="status" className="casino-ProfileInfoForm-success">
        {status?.kind === "success" ? t("profile.form.success") : null}
      </p>
      {status?.kind === "error" ? (
        <p role="alert" className="casino-ProfileInfoForm-failure">
          {status.message ?? t("profile.form.error")}
        </p>
      ) : null}
    </form>
  );
}
