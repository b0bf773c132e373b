"use client";

import { numberFormat } from "@casino/domain";
import { useUserDetails } from "@casino/api-client/react";
import { useLocale } from "@casino/i18n/react";
import { VipClub } from "@casino/ui";
import { Link } from "../router/router-adapter.js";

/** Props of {@link VipClubPanel}. */
export interface VipClubPanelProps {
  /** The visitor is signed in (the app's server session says so). */
  signedIn: boolean;
  /** Where a visitor signs up and logs in (the modals opened by the query string). */
  signUpHref: string;
  logInHref: string;
  /** The headings' level, to fit the page outline. */
  headingLevel?: 2 | 3;
}

/**
 * The VIP club's content (see docs/features.md, "VIP club and loyalty"): for a player, their level,
 * points, points to the next level and xp from the user details (`userLoyaltyLevel`, already in
 * the query cache when the app's page hydrated it), with Try again when they could not be read; a
 * visitor is invited to sign up or log in. Inside the app's `ApiClientProvider`.
 */
export function VipClubPanel({ signedIn, signUpHref, logInHref, headingLevel = 2 }: VipClubPanelProps) {
  const locale = useLocale();
  const details = useUserDetails({ enabled: signedIn });
  const status = !signedIn || details.data !== undefined ? "ready" : details.isError ? "error" : "loading";
  const loyalty = !signedIn ? null : details.data ? (details.data.userLoyaltyLevel ?? {}) : undefined;
  return (
    <VipClub
      status={status}
      loyalty={loyalty}
      onRetry={() => void details.refetch()}
      signUpHref={signUpHref}
      logInHref={logInHref}
      linkComponent={Link}
      formatNumber={(value) => numberFormat(locale).format(value)}
      headingLevel={headingLevel}
    />
  );
}
