import { useT } from "@casino/i18n/react";
import type { ReactNode } from "react";
import { EmptyState } from "../EmptyState";
import { ErrorState } from "../ErrorState";
import type { LinkComponent } from "../navigation";
import { PromotionCard } from "../PromotionCard";
import { Skeleton } from "../Skeleton";
import { VisuallyHidden } from "../VisuallyHidden";
import "./FreeMoneyList.css";

/** A promotion taken without a deposit, as the list shows it. */
export interface FreeMoneyOffer {
  id: number | string;
  title: string;
  imageUrl?: string | null;
  description?: string | null;
  bonusType?: string | null;
  /** The app's claim control (a player), a way to sign up (a visitor), or why not today. */
  action?: ReactNode;
}

/** Props of {@link FreeMoneyList}. */
export interface FreeMoneyListProps {
  /** `loading` until the promotions arrive, `error` when they could not be read, else `ready`. */
  status: "loading" | "error" | "ready";
  offers: readonly FreeMoneyOffer[];
  /** Reads the promotions again (the error state's Try again). */
  onRetry?: () => void;
  /** The bonus terms page each card links. */
  termsHref: string;
  /** The promotions page, where the offers with a deposit are. */
  promotionsHref: string;
  /** Renders the link; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
  /** The cards' heading level, to fit the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * `/freemoney` (see docs/features.md, "Free money"): the promotions a player can take without a
 * deposit as promotion cards, each with the app's claim control or why not today, and the way to
 * every promotion; none says so and leads to the promotions.
 *
 * @example <FreeMoneyList status="ready" offers={offers} termsHref="/bonus-terms" promotionsHref="/promotions" />
 */
export function FreeMoneyList({
  status,
  offers,
  onRetry,
  termsHref,
  promotionsHref,
  linkComponent: Link = "a",
  headingLevel = 2,
  className,
}: FreeMoneyListProps) {
  const t = useT();
  const classes = className ? `casino-FreeMoneyList ${className}` : "casino-FreeMoneyList";
  const promotions = (
    <Link href={promotionsHref} className="casino-FreeMoneyList-link">
      {t("freemoney.promotions.link")}
    </Link>
  );
  if (status === "error") {
    return (
      <ErrorState
        className={classes}
        headingLevel={headingLevel}
        message={t("freemoney.error")}
        {...(onRetry ? { onRetry } : {})}
      />
    );
  }
  if (status === "loading") {
    return (
      <div className={classes} aria-busy="true">
        <VisuallyHidden>{t("freemoney.loading")}</VisuallyHidden>
        <div className="casino-FreeMoneyList-grid">
          <Skeleton shape="block" height={320} />
          <Skeleton shape="block" height={320} />
        </div>
      </div>
    );
  }
  if (offers.length === 0) {
    return (
      <EmptyState
        className={classes}
        headingLevel={headingLevel}
        title={t("freemoney.empty.title")}
        description={t("freemoney.empty.text")}
        action={promotions}
      />
    );
  }
  return (
    <div className={classes}>
      <div className="casino-FreeMoneyList-grid">
        {offers.map((offer) => (
          <PromotionCard
            key={offer.id}
            title={offer.title}
            imageUrl={offer.imageUrl}
            description={offer.description}
            bonusType={offer.bonusType}
            termsHref={termsHref}
            action={offer.action}
            headingLevel={headingLevel}
          />
        ))}
      </div>
      <p className="casino-FreeMoneyList-more">{promotions}</p>
    </div>
  );
}
