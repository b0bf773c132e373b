import type { SignUpRequest } from "@casino/api-client";
import type { SignUpFormValues } from "@casino/domain";
import { screenResolution, userDeviceType } from "../../core/browser/device";
import { readCampaign, type CampaignValues } from "../campaign/campaign-storage";

/** What a sign-up sends besides the form: the campaign, the device and the player's language. */
export interface SignUpExtras {
  /** The campaign values that count now (see docs/features.md, "Campaign capture"): affiliate `token`, `cpnc`, `mkt`, `firstUrl`. */
  campaign: CampaignValues;
  userDeviceType: string;
  screenResolution: string;
  preferredLanguage: string;
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
  const { token, cpnc, mkt, firstUrl } = extras.campaign;
  const optional = {
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
    token,
    cpnc,
    mkt,
    firstUrl,
  };
  return {
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    newsLetter: values.newsLetter,
    preferredLanguage: extras.preferredLanguage,
    userDeviceType: extras.userDeviceType,
    screenResolution: extras.screenResolution,
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
