"use client";

import type { User } from "@casino/api-client";
import { profileDisplayEntries } from "@casino/domain";
import { useLocale } from "@casino/i18n/react";
import { ProfileDetails } from "@casino/ui";
import { Link } from "../router/router-adapter.js";

/** Props of {@link PlayerProfileDetails}. */
export interface PlayerProfileDetailsProps {
  /** The player (get-user-details' `getUser`). */
  user: User;
  /** The brand's placeholder e-mail domain, whose addresses show as not set. */
  emptyEmailDomain?: string | null;
  /** Where the profile is edited (the app's page URL, in the visitor's locale). */
  editProfileHref: string;
  /** IANA zone the last sign-in is shown in; UTC by default, named beside the time. */
  timeZone?: string;
  headingLevel?: 2 | 3;
}

/**
 * The profile's details (see docs/features.md, "Profile"): every field spec 001 lists
 * (`profileDisplayEntries`), the country named in the page's language, the last sign-in with its
 * zone. Drawn the same on the server and in the browser: it needs no API client.
 */
export function PlayerProfileDetails({
  user,
  emptyEmailDomain,
  editProfileHref,
  timeZone = "UTC",
  headingLevel = 2,
}: PlayerProfileDetailsProps) {
  const locale = useLocale();
  const regions = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
  const countryName = (code: string) => {
    try {
      return regions.of(code.toUpperCase());
    } catch {
      // Not a region code (a back end's own value): shown as sent.
      return null;
    }
  };
  return (
    <ProfileDetails
      entries={profileDisplayEntries(user, { emptyEmailDomain })}
      countryName={countryName}
      emailVerified={user.isEmailVerified}
      timeZone={timeZone}
      editProfileHref={editProfileHref}
      linkComponent={Link}
      headingLevel={headingLevel}
    />
  );
}
