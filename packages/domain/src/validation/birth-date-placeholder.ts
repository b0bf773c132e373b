// The back end's 1900 placeholder date of birth, apart from the date rules: what a page that only
// shows the profile needs, without luxon.

/** A birth year that marks a placeholder date of birth, treated as missing. */
export const PLACEHOLDER_BIRTH_YEAR = 1900;

/** The `yyyy-MM-dd` day at the start of a date value. */
export const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Whether a date of birth is the back end's placeholder: any date in 1900 (`1900-01-01` is the
 * one seen), which means the player never gave one.
 *
 * @example isPlaceholderBirthDate("1900-01-01") // true
 * @example isPlaceholderBirthDate("1990-05-17") // false
 */
// @__NO_SIDE_EFFECTS__
export function isPlaceholderBirthDate(value: string | null | undefined): boolean {
  const match = DAY.exec(value?.trim() ?? "");
  return match !== null && Number(match[1]) === PLACEHOLDER_BIRTH_YEAR;
}

/**
 * The date of birth the player gave, as a `yyyy-MM-dd` day, or `""` when they gave none: missing,
 * or the back end's 1900 placeholder, which is treated as missing (see docs/features.md, "Birthday
 * picker"). A value that is not a date is kept as it is, trimmed, for validation to refuse.
 *
 * @example givenBirthDate("1900-01-01") // ""
 * @example givenBirthDate("1990-05-17T00:00:00.000Z") // "1990-05-17"
 */
// @__NO_SIDE_EFFECTS__
export function givenBirthDate(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? "";
  if (isPlaceholderBirthDate(trimmed)) return "";
  return DAY.exec(trimmed)?.[0] ?? trimmed;
}
