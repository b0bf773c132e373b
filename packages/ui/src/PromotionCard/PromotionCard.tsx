import { BONUS_TYPES, truncateBannerTitle, type BonusType } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { useId, type ReactNode } from "react";
import { VisuallyHidden } from "../VisuallyHidden";
import "./PromotionCard.css";

export interface PromotionCardProps {
  /** The banner's title; shown cut to 35 characters with an ellipsis, read out whole. */
  title: string;
  /** The banner picture (3:1); a decorative image, the title names the card. */
  imageUrl?: string | null;
  description?: string | null;
  /** `deposit`, `no_deposit`, `freespins` or `instant_cashback`: shown as a label. */
  bonusType?: string | null;
  /** The bonus terms page. */
  termsHref: string;
  /** The app's activate control for a signed-in player; nothing for a visitor. */
  action?: ReactNode;
  /** The heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

function isKnownType(type: string): type is BonusType {
  return (BONUS_TYPES as readonly string[]).includes(type);
}

/**
 * A promotion in the promotions grid (see docs/features.md, "Promotions"): banner, type, title
 * (35 characters with an ellipsis, the whole title for assistive technology and on hover),
 * description, a link to the bonus terms and, for a signed-in player, the app's activate control.
 */
export function PromotionCard({
  title,
  imageUrl,
  description,
  bonusType,
  termsHref,
  action,
  headingLevel = 2,
  className,
}: PromotionCardProps) {
  const t = useT();
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const shown = truncateBannerTitle(title);
  const type = bonusType?.trim().toLowerCase() ?? "";
  return (
    <article
      aria-labelledby={titleId}
      className={className ? `casino-PromotionCard ${className}` : "casino-PromotionCard"}
    >
      {imageUrl ? (
        <img className="casino-PromotionCard-image" src={imageUrl} alt="" width={600} height={200} loading="lazy" />
      ) : (
        <div className="casino-PromotionCard-image" aria-hidden="true" />
      )}
      <div className="casino-PromotionCard-body">
        {isKnownType(type) ? <span className="casino-PromotionCard-type">{t(`bonus.type.${type}`)}</span> : null}
        <Heading id={titleId} className="casino-PromotionCard-title" title={shown === title ? undefined : title}>
          {shown === title ? (
            title
          ) : (
            <>
              <span aria-hidden="true">{shown}</span>
              <VisuallyHidden>{title}</VisuallyHidden>
            </>
          )}
        </Heading>
        {description ? <p className="casino-PromotionCard-description">{description}</p> : null}
        <div className="casino-PromotionCard-footer">
          <a className="casino-PromotionCard-terms" href={termsHref}>
            {t("promotions.card.terms")}
          </a>
          {action}
        </div>
      </div>
    </article>
  );
}
