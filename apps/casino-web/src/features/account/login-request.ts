import type { LoginRequest } from "@casino/api-client";
import type { LoginCredentials } from "@casino/ui/LoginModal";
import { type CampaignValues, readCampaign, screenResolution, userDeviceType } from "@casino/features";

/** What a login sends besides the credentials. */
export interface LoginExtras {
  /** The reCAPTCHA token, when the brand has a site key. */
  recaptchaToken?: string | undefined;
  /** The campaign values that count now (see docs/features.md, "Campaign capture"); login sends `cpnc` and `mkt`. */
  campaign: CampaignValues;
  userDeviceType: string;
  screenResolution: string;
}

/**
 * The login call's body (see docs/features.md, "Session and sign-in"): the credentials, the
 * reCAPTCHA token when there is one, the campaign's `cpnc` and `mkt` and the device data.
 *
 * @example loginRequest({ email: "a@b.co", password: "x" }, { campaign: {}, userDeviceType: "desktop", screenResolution: "1280x800" })
 */
export function loginRequest(credentials: LoginCredentials, extras: LoginExtras): LoginRequest {
  const { cpnc, mkt } = extras.campaign;
  return {
    email: credentials.email,
    password: credentials.password,
    ...(extras.recaptchaToken === undefined ? {} : { recaptchaToken: extras.recaptchaToken }),
    ...(cpnc === undefined ? {} : { cpnc }),
    ...(mkt === undefined ? {} : { mkt }),
    userDeviceType: extras.userDeviceType,
    screenResolution: extras.screenResolution,
  };
}

/** The extras of a login sent from this browser now. */
export function browserLoginExtras(recaptchaToken: string | undefined): LoginExtras {
  return {
    recaptchaToken,
    campaign: readCampaign(Date.now()),
    userDeviceType: userDeviceType(),
    screenResolution: screenResolution(),
  };
}
