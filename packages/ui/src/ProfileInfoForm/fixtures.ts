import type { ProfileUser } from "@casino/domain";

/** A fixed day for stories and tests, so the date-of-birth bounds do not move. */
export const PROFILE_NOW = new Date("2026-03-01T12:00:00Z");

/** A player who has filled nothing yet (date of birth is the back end's 1900 placeholder). */
export const NEW_PLAYER: ProfileUser = { email: "u1029@noemail.example", dateOfBirth: "1900-01-01", phoneCode: "+356" };

/** A player with a complete profile. */
export const FILLED_PLAYER: ProfileUser = {
  email: "maria@example.com",
  isEmailVerified: true,
  firstName: "Maria",
  lastName: "Borg",
  phoneCode: "+356",
  phone: "79123456",
  dateOfBirth: "1990-05-17",
  countryCode: "MT",
  city: "Valletta",
  zipCode: "VLT 1010",
  address: "12 Republic Street",
  gender: "female",
  kycStatus: "PENDING",
};
