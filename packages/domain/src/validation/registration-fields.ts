/**
 * get-registration-fields: a map of field name to a number, 0 meaning the field is absent.
 * Any other number shows the field.
 */
export type RegistrationFields = Readonly<Record<string, number | null | undefined>>;

/**
 * Whether the sign-up forms show a field: its number is present and not 0. A missing map or
 * entry hides the field, so a brand only sees the fields its back end names.
 *
 * @example isRegistrationFieldShown({ phone: 1, gender: 0 }, "phone") // true
 * @example isRegistrationFieldShown({ phone: 1, gender: 0 }, "gender") // false
 */
// @__NO_SIDE_EFFECTS__
export function isRegistrationFieldShown(fields: RegistrationFields | null | undefined, name: string): boolean {
  const value = fields?.[name];
  return typeof value === "number" && value !== 0;
}
