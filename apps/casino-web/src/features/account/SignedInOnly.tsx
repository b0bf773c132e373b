import type { ServerUserCheck, UserDetails } from "@casino/api-client";
import type { Translate } from "@casino/i18n";
import { IntentLink as Link } from "../../core/router/next-router";
import type { ReactNode } from "react";
import { ClientErrorState } from "../../core/ClientErrorState";

/** Props of {@link SignedInOnly}. */
export interface SignedInOnlyProps {
  /** The request's user check (`getRequestUser`). */
  user: ServerUserCheck;
  t: Translate;
  /** The page for the signed-in player, with their details. */
  children(details: UserDetails): ReactNode;
}

/**
 * The branches every account page shares (see docs/features.md, "Profile"): the page for a
 * signed-in player; for a visitor, a line and the login modal's link; when the details did not
 * arrive in time, the error state with a retry.
 */
export function SignedInOnly({ user, t, children }: SignedInOnlyProps) {
  if (user.status === "authenticated") return children(user.details);
  if (user.status === "unauthenticated") {
    return (
      <p>
        {t("profile.signed.out")} <Link href="?modal=login">{t("button.log.in")}</Link>
      </p>
    );
  }
  return <ClientErrorState headingLevel={2} />;
}
