import type { PlayerProfile } from "./player.ts";

/** A profile with nothing filled in: what sign-up starts from. */
export function emptyProfile(currencyCode: string): PlayerProfile {
  return {
    firstName: null,
    lastName: null,
    phoneCode: null,
    phone: null,
    dateOfBirth: null,
    countryCode: null,
    currencyCode,
    city: null,
    zipCode: null,
    address: null,
    gender: null,
    nickname: null,
    preferredLanguage: "en",
    isEmailVerified: false,
    kycStatus: "NOT_STARTED",
    tags: [],
    duplicateAccount: false,
    userLimit: { isSelfExclusionPermanent: false, selfExclusion: null },
    loyalty: { level: 1, points: 0, pointsToNextLevel: 1000, xp: 0 },
    referral: { code: "", visits: 0, registrations: 0, revenue: 0 },
    depositWagerLeftMinor: 0,
    ghostMode: false,
    rewardCalendarOptOut: false,
    cpnc: null,
    mkt: null,
  };
}
