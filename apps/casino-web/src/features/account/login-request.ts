import type { LoginRequest } from "@casino/api-client";
import { attributedCampaignParameters, CAMPAIGN_STORAGE_KEY, parseStoredCampaign } from "@casino/domain";
import type { LoginCredentials } from "@casino/ui/LoginModal";
import { screenResolution, userDeviceType } from "../../core/browser/device";

/** What a login sends besides the credentials. */
export interface LoginExtras {
  /** The reCAPTCHA token, when the brand has a site key. */
  recaptchaToken?: string | undefined;
  /** The stored campaign data (local storage's `campaignParameters`), as JSON. */
  storedCampaign: string | null;
  /** Now, ms since the epoch: which campaign capture counts depends on its age. */
  now: number;
  userDeviceType: string;
  screenResolution: string;
}

/**
 * The login call's body (see docs/features.md, "Session and sign-in"): the credentials, the
 * reCAPTCHA token when there is one, the campaign values that count now (`cpnc`, `mkt`, by the
 * domain's attribution rule) and the device data.
 *
 * @example loginRequest({ email: "a@b.co", password: "x" }, { storedCampaign: null, now: 0, userDeviceType: "desktop", screenResolution: "1280x800" })
 */
export function loginRequest(credentials: LoginCredentials, extras: LoginExtras): LoginRequest {
  const campaign = attributedCampaignParameters(parseStoredCampaign(extras.storedCampaign), extras.now);
  return {
    email: credentials.email,
    password: credentials.password,
    ...(extras.recaptchaToken === undefined ? {} : { recaptchaToken: extras.recaptchaToken }),
    ...(campaign.cpnc === undefined ? {} : { cpnc: campaign.cpnc }),
    ...(campaign.mkt === undefined ? {} : { mkt: campaign.mkt }),
    userDeviceType: extras.userDeviceType,
    screenResolution: extras.screenResolution,
  };
}

/** The extras of a login sent from this browser now. */
export function browserLoginExtras(recaptchaToken: string | undefined): LoginExtras {
  let storedCampaign: string | null = null;
  try {
    storedCampaign = window.localStorage.getItem(CAMPAIGN_STORAGE_KEY);
  } catch {
    // Storage switched off: no campaign to send.
  }
  return {
    recaptchaToken,
    storedCampaign,
    now: Date.now(),
    userDeviceType: userDeviceType(),
    screenResolution: screenResolution(),
  };
}
