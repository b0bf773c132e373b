import { isPlaceholderBirthDate } from "./date-of-birth";

/**
 * The profile fields a deposit needs, in the order the cashier asks for them: the date of birth
 * (the age check; the 1900 placeholder counts as missing), country, city, postal code and address
 * (spec 000, "Profile form": country, city, postal code and address are required).
 */
export const DEPOSIT_PROFILE_FIELDS = ["dateOfBirth", "countryCode", "city", "zipCode", "address"] as const;

/** One profile field a deposit needs. */
export type DepositProfileField = (typeof DEPOSIT_PROFILE_FIELDS)[number];

/** The player as the deposit's profile rule reads them (get-user-details' fields). */
export type DepositProfileUser = Partial<Record<DepositProfileField, string | null>>;

/**
 * The profile fields the player must fill before a deposit, in {@link DEPOSIT_PROFILE_FIELDS}'
 * order (`docs/features.md`, "Deposits"): blank ones, and a birth date that is the 1900
 * placeholder. The address is not asked for when the brand allows deposits without one
 * (`allowDepWithoutAddress`). The cashier asks for exactly these first; the back end refuses a
 * deposit with `GLOBAL_ERROR` naming them.
 *
 * @example missingDepositProfileFields({ dateOfBirth: "1900-01-01", countryCode: "DE", city: "Berlin" }) // ["dateOfBirth", "zipCode", "address"]
 * @example missingDepositProfileFields({ countryCode: "DE" }, { allowDepWithoutAddress: true }) // ["dateOfBirth", "city", "zipCode"]
 */
// @__NO_SIDE_EFFECTS__
export function missingDepositProfileFields(
  user: DepositProfileUser | null | undefined,
  settings: { allowDepWithoutAddress?: boolean | null } = {},
): DepositProfileField[] {
  return DEPOSIT_PROFILE_FIELDS.filter((field) => {
    if (field === "address" && settings.allowDepWithoutAddress === true) return false;
    const value = (user?.[field] ?? "").trim();
    return value === "" || (field === "dateOfBirth" && isPlaceholderBirthDate(value));
  });
}
