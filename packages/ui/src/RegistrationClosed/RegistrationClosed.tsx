import type { RegistrationClosedReason } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { EmptyState } from "../EmptyState";
import type { LinkComponent } from "../navigation";
import "./RegistrationClosed.css";

/** Props of {@link RegistrationClosed}. */
export interface RegistrationClosedProps {
  /** Why (the domain's `registrationClosedReason`). */
  reason: RegistrationClosedReason;
  /** The visitor's country by name (its code when no name is known), said for a restricted country. */
  country: string;
  /** Where "Log in" leads: an existing player still signs in. */
  loginHref: string;
  /** Renders the link; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
  /** The heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3;
}

/**
 * What the sign-up shows instead of its form while registration is closed (see docs/features.md,
 * "Registration"): the reason in words (the visitor's country is restricted, the brand's hours for
 * the country, or this mirror domain's hours) and the way to log in for a player who has an account.
 *
 * @example <RegistrationClosed reason="closed-hours" loginHref="?modal=login" />
 */
export function RegistrationClosed({
  reason,
  country,
  loginHref,
  linkComponent: Link = "a",
  headingLevel = 2,
}: RegistrationClosedProps) {
  const t = useT();
  const description =
    reason === "restricted-country"
      ? t("signup.closed.country", { COUNTRY: country })
      : reason === "mirror-closed-hours"
        ? t("signup.closed.mirror")
        : t("signup.closed");
  return (
    <EmptyState
      headingLevel={headingLevel}
      title={t("signup.closed.title")}
      description={description}
      action={
        <Link href={loginHref} className="casino-RegistrationClosed-login">
          {t("button.log.in")}
        </Link>
      }
    />
  );
}
