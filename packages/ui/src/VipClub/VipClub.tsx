import { loyaltyProgress } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import "../Button/Button.css";
import { ErrorState } from "../ErrorState";
import { LoyaltyProgress } from "../LoyaltyProgress";
import type { LinkComponent } from "../navigation";
import { Skeleton } from "../Skeleton";
import { VisuallyHidden } from "../VisuallyHidden";
import "./VipClub.css";

/** The player's loyalty figures (get-user-details' `userLoyaltyLevel`). */
export interface VipClubLoyalty {
  level?: number | string | null | undefined;
  points?: number | null | undefined;
  pointsUntilNextLevel?: number | null | undefined;
  xp?: number | null | undefined;
}

/** Props of {@link VipClub}. */
export interface VipClubProps {
  /** `loading` until the player's figures arrive, `error` when they could not be read, else `ready`. */
  status: "loading" | "error" | "ready";
  /** The player's loyalty; `null` for a visitor, who is invited to join. */
  loyalty: VipClubLoyalty | null | undefined;
  /** Reads the figures again (the error state's Try again). */
  onRetry?: () => void;
  /** Where a visitor signs up and logs in (the modals opened by the query string). */
  signUpHref: string;
  logInHref: string;
  /** Renders the link; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
  /** Formats a whole number in the page's locale; plain digits by default. */
  formatNumber?: (value: number) => string;
  /** The headings' level, to fit the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The VIP club (see docs/features.md, "VIP club and loyalty"): what the club is, and for a player
 * their level, points, points to the next level and xp with the progress bar and what is left to
 * earn (or that the top level is reached); a visitor is invited to sign up or log in.
 *
 * @example <VipClub status="ready" loyalty={{ level: 4, points: 2600, pointsUntilNextLevel: 1400, xp: 5200 }} signUpHref="?modal=signup" logInHref="?modal=login" />
 */
export function VipClub({
  status,
  loyalty,
  onRetry,
  signUpHref,
  logInHref,
  linkComponent: Link = "a",
  formatNumber = String,
  headingLevel = 2,
  className,
}: VipClubProps) {
  const t = useT();
  const classes = className ? `casino-VipClub ${className}` : "casino-VipClub";
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const intro = <p className="casino-VipClub-intro">{t("vip.intro")}</p>;
  if (status === "error") {
    return (
      <div className={classes}>
        {intro}
        <ErrorState headingLevel={headingLevel} message={t("vip.error")} {...(onRetry ? { onRetry } : {})} />
      </div>
    );
  }
  if (status === "loading" || loyalty === undefined) {
    return (
      <div className={classes}>
        {intro}
        <div aria-busy="true">
          <VisuallyHidden>{t("vip.loading")}</VisuallyHidden>
          <Skeleton shape="block" height={220} />
        </div>
      </div>
    );
  }
  if (loyalty === null) {
    return (
      <div className={classes}>
        {intro}
        <section className="casino-VipClub-invite" aria-label={t("vip.guest.title")}>
          <Heading className="casino-VipClub-title">{t("vip.guest.title")}</Heading>
          <p>{t("vip.guest.text")}</p>
          <div className="casino-VipClub-actions">
            <Link href={signUpHref} className="casino-Button" data-variant="primary" data-size="md">
              {t("vip.sign.up")}
            </Link>
            <Link href={logInHref} className="casino-Button" data-variant="secondary" data-size="md">
              {t("vip.log.in")}
            </Link>
          </div>
        </section>
      </div>
    );
  }
  const progress = loyaltyProgress(loyalty);
  const left = progress.max - progress.value;
  return (
    <div className={classes}>
      {intro}
      <LoyaltyProgress
        level={loyalty.level}
        points={loyalty.points}
        pointsUntilNextLevel={loyalty.pointsUntilNextLevel}
        xp={loyalty.xp}
        formatNumber={formatNumber}
        headingLevel={headingLevel}
      />
      <p className="casino-VipClub-next">{left === 0 ? t("vip.top") : t("vip.next", { POINTS: formatNumber(left) })}</p>
    </div>
  );
}
