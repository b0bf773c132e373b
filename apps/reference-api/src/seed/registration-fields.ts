/** Registration fields: field name to a number, 0 meaning the field is absent (`docs/features.md`, "Registration"). */
export const SEED_REGISTRATION_FIELDS: Record<string, number> = {
  email: 1,
  password: 1,
  firstName: 1,
  lastName: 1,
  dateOfBirth: 1,
  phone: 1,
  phoneCode: 1,
  countryCode: 1,
  currencyCode: 1,
  address: 1,
  city: 1,
  zipCode: 1,
  gender: 1,
  username: 0,
  promoCode: 1,
  newsLetter: 1,
};
