import type { SignUpRequest } from "@casino/api-client";
import type { LinkedSignUpFormValues, SignUpFormValues } from "@casino/domain";
import { screenResolution, userDeviceType } from "../browser/device.js";
import { readCampaign, type CampaignValues } from "../campaign/campaign-storage.js";

/** What a sign-up sends besides the form: the campaign, the device and the player's language. */
export interface SignUpExtras {
  /** The campaign values that count now (see docs/features.md, "Campaign capture"): affiliate `token`, `cpnc`, `mkt`, `firstUrl`. */
  campaign: CampaignValues;
  userDeviceType: string;
  screenResolution: string;
  preferredLanguage: string;
  /** The mirror domain the sign-up is made on (its id in the settings' `mirrorDomain`); none on the main domain. */
  mirrorDomainFk?: string | number;
}

/** A typed value, or nothing when the field was empty or not shown. */
function filled(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/**
 * The sign-up call's body (see docs/features.md, "Registration"): the form's values (fields left empty
 * or not shown are left out, so a one-click sign-up sends no e-mail or password), the newsletter choice, the campaign's affiliate token, `cpnc`, `mkt`
 * and `firstUrl`, the device type, the screen resolution and the page's language.
 *
 * @example signUpRequest(values, { campaign: { token: "aff-1" }, userDeviceType: "desktop", screenResolution: "1280x800", preferredLanguage: "en" })
 */
export function signUpRequest(values: SignUpFormValues, extras: SignUpExtras): SignUpRequest {
  return withExtras(
    {
      // One click sends neither: the back end makes both up.
      email: filled(values.email),
      // By phone: the calling code and the number, which is the account's login.
      phoneCode: filled(values.phone) === undefined ? undefined : filled(values.phoneCode),
      phone: filled(values.phone),
      password: values.password === "" ? undefined : values.password,
      firstName: filled(values.firstName),
      lastName: filled(values.lastName),
      dateOfBirth: filled(values.dateOfBirth),
      countryCode: filled(values.countryCode),
      currencyCode: filled(values.currencyCode),
      username: filled(values.username),
      gender: filled(values.gender),
      address: filled(values.address),
      city: filled(values.city),
      zipCode: filled(values.zipCode),
      promoCode: filled(values.promoCode),
    },
    values.newsLetter,
    extras,
  );
}

/**
 * The linked sign-up's body (see docs/features.md, "Linked sign-up"): the form's values, the third
 * party's `linkedAccountUuid` with `linkAccount`, and the same campaign, device and language as
 * any sign-up. No password: the account signs in through the third party.
 *
 * @example linkedSignUpRequest(values, "u-1", extras) // { email, firstName, ..., linkAccount: true, linkedAccountUuid: "u-1" }
 */
export function linkedSignUpRequest(
  values: LinkedSignUpFormValues,
  linkedAccountUuid: string,
  extras: SignUpExtras,
): SignUpRequest {
  const phone = filled(values.phone ?? "");
  return {
    ...withExtras(
      {
        email: filled(values.email),
        phoneCode: phone === undefined ? undefined : filled(values.phoneCode ?? ""),
        phone,
        firstName: filled(values.firstName),
        lastName: filled(values.lastName),
        dateOfBirth: filled(values.dateOfBirth),
        address: filled(values.address ?? ""),
      },
      values.newsLetter === true,
      extras,
    ),
    linkAccount: true,
    linkedAccountUuid,
  };
}

/** A sign-up body: the typed values that are set, the newsletter choice, and the extras. */
function withExtras(
  typed: Partial<Record<string, string | undefined>>,
  newsLetter: boolean,
  extras: SignUpExtras,
): SignUpRequest {
  const { token, cpnc, mkt, firstUrl } = extras.campaign;
  const optional = { ...typed, token, cpnc, mkt, firstUrl };
  return {
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    newsLetter,
    preferredLanguage: extras.preferredLanguage,
    userDeviceType: extras.userDeviceType,
    screenResolution: extras.screenResolution,
    ...(extras.mirrorDomainFk === undefined ? {} : { mirrorDomainFk: extras.mirrorDomainFk }),
  };
}

/** The extras of a sign-up sent from this browser now, in the page's language. */
export function browserSignUpExtras(preferredLanguage: string): SignUpExtras {
  return {
    campaign: readCampaign(Date.now()),
    userDeviceType: userDeviceType(),
    screenResolution: screenResolution(),
    preferredLanguage,
  };
}
