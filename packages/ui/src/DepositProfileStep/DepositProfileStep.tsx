import {
  missingDepositProfileFields,
  type DepositProfileField,
  type ProfileUpdatePayload,
  type ProfileUser,
} from "@casino/domain";
import type { TextKey, Translate } from "@casino/i18n";
import { useLocale, useT } from "@casino/i18n/react";
import type { CountryOption } from "../CountrySelect";
import { ProfileInfoForm } from "../ProfileInfoForm";
import { SettingsCard } from "../SettingsCard";

/** The profile form's label of each field a deposit needs. */
const FIELD_LABEL_KEYS: Record<DepositProfileField, TextKey> = {
  dateOfBirth: "profile.form.date.of.birth",
  countryCode: "profile.form.country",
  city: "profile.form.city",
  zipCode: "profile.form.postal.code",
  address: "profile.form.address",
};

/**
 * The profile fields a deposit needs, named as the profile form labels them and listed in the
 * locale's words ("City, Postal code, and Address"); unknown names are left out.
 *
 * @example depositProfileFieldsText(["city", "zipCode"], t, "en") // "City and Postal code"
 */
export function depositProfileFieldsText(fields: readonly string[], t: Translate, locale: string): string {
  const labels = fields
    .filter((field): field is DepositProfileField => field in FIELD_LABEL_KEYS)
    .map((field) => t(FIELD_LABEL_KEYS[field]));
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(labels);
}

export interface DepositProfileStepProps {
  /** The player from get-user-details. */
  user: ProfileUser | null | undefined;
  countries: readonly CountryOption[];
  /** Sends the update (update-user-details); reject to show the error, every value kept. */
  onSubmit(payload: ProfileUpdatePayload): Promise<void>;
  /** The back end's `allowDepWithoutAddress`: the address is then not asked for. */
  allowDepWithoutAddress?: boolean | null;
  /** The back end's `onDepositShowAllField`: every field shown, the filled ones locked. */
  onDepositShowAllField?: boolean | null;
  theme?: string | null;
  emptyEmailDomain?: string | null;
  /** Today, for the date-of-birth rules. */
  now?: Date;
  zone?: string;
}

/**
 * The cashier's first step for a player whose profile lacks what a deposit needs (see
 * docs/features.md, "Deposits"): it names the missing fields and asks for exactly those (the
 * domain's `missingDepositProfileFields`: birth date, country, city, postal code, address), in the
 * profile form's deposit context; once saved, the cashier shows the payment form.
 */
export function DepositProfileStep({
  user,
  countries,
  onSubmit,
  allowDepWithoutAddress = false,
  onDepositShowAllField = false,
  theme,
  emptyEmailDomain,
  now,
  zone,
}: DepositProfileStepProps) {
  const t = useT();
  const locale = useLocale();
  const missing = missingDepositProfileFields(user, { allowDepWithoutAddress });
  return (
    <SettingsCard
      title={t("cashier.profile.title")}
      intro={t("cashier.profile.intro", { FIELDS: depositProfileFieldsText(missing, t, locale) })}
    >
      <ProfileInfoForm
        user={user}
        countries={countries}
        onSubmit={onSubmit}
        context="deposit"
        addressRequired={allowDepWithoutAddress !== true}
        onDepositShowAllField={onDepositShowAllField}
        theme={theme}
        emptyEmailDomain={emptyEmailDomain}
        updateFrom="Update Form"
        submitLabel={t("cashier.profile.submit")}
        now={now}
        zone={zone}
      />
    </SettingsCard>
  );
}
