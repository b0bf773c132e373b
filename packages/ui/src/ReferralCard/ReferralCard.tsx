import { formatMoney, numberFormat } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { useId, useState } from "react";
import { Button } from "../Button";
import { SettingsCard } from "../SettingsCard";
import "./ReferralCard.css";

export interface ReferralCardProps {
  /** The player's referral link; `null` while the back end has given them no code. */
  link: string | null;
  visits: number;
  registrations: number;
  /** What the referrals earned the player so far; shown as approximate. */
  revenue: number;
  currencyCode: string;
  crypto?: boolean;
  /** Copies a text to the clipboard; answers whether it worked. */
  onCopy(text: string): Promise<boolean>;
}

/**
 * Refer a friend (see docs/features.md, "Refer a friend"): the player's link to share, with a copy
 * that says whether it worked, and what their referrals came to (visits, sign-ups, and the rewards,
 * approximate as the product says).
 */
export function ReferralCard({
  link,
  visits,
  registrations,
  revenue,
  currencyCode,
  crypto = false,
  onCopy,
}: ReferralCardProps) {
  const t = useT();
  const locale = useLocale();
  const linkId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const count = numberFormat(locale);
  return (
    <SettingsCard title={t("referral.title")} intro={t("referral.intro")}>
      {link === null ? (
        <p>{t("referral.none")}</p>
      ) : (
        <div className="casino-ReferralCard-link">
          <label htmlFor={linkId}>{t("referral.link")}</label>
          <div className="casino-ReferralCard-copy">
            <input id={linkId} type="text" readOnly value={link} onFocus={(event) => event.target.select()} />
            <Button
              variant="secondary"
              onClick={() => {
                setCopied(null);
                void onCopy(link).then(setCopied);
              }}
            >
              {t("referral.copy")}
            </Button>
          </div>
          <p role="status" className="casino-ReferralCard-copied" data-failed={copied === false ? "" : undefined}>
            {copied === null ? null : copied ? t("referral.copied") : t("referral.copy.failed")}
          </p>
        </div>
      )}
      <dl className="casino-ReferralCard-stats" aria-label={t("referral.stats")}>
        <div>
          <dt>{t("referral.visits")}</dt>
          <dd>{count.format(visits)}</dd>
        </div>
        <div>
          <dt>{t("referral.registrations")}</dt>
          <dd>{count.format(registrations)}</dd>
        </div>
        <div>
          <dt>{t("referral.revenue")}</dt>
          <dd>≈ {formatMoney(revenue, currencyCode, { locale, crypto })}</dd>
        </div>
      </dl>
    </SettingsCard>
  );
}
