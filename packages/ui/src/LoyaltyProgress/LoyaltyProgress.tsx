import { loyaltyProgress } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import "./LoyaltyProgress.css";

/** Props of {@link LoyaltyProgress}. */
export interface LoyaltyProgressProps {
  level: number | string | null | undefined;
  points: number | null | undefined;
  pointsUntilNextLevel: number | null | undefined;
  xp: number | null | undefined;
  /** Formats a whole number in the page's locale; plain digits by default. */
  formatNumber?: (value: number) => string;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The loyalty block of the profile (see docs/features.md, "Profile"): level, points, points until
 * the next level and xp, with a progress bar (`role="progressbar"` with its values and a spoken
 * text) of the points through the level.
 *
 * @example <LoyaltyProgress level={3} points={250} pointsUntilNextLevel={750} xp={1200} />
 */
export function LoyaltyProgress({
  level,
  points,
  pointsUntilNextLevel,
  xp,
  formatNumber = String,
  headingLevel = 2,
  className,
}: LoyaltyProgressProps) {
  const t = useT();
  const progress = loyaltyProgress({ points, pointsUntilNextLevel });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const shown = (value: number | null | undefined) => formatNumber(typeof value === "number" ? value : 0);
  const levelText = level === null || level === undefined || level === "" ? "–" : String(level);
  const label = t("profile.loyalty.progress", { POINTS: shown(progress.value), MAX: shown(progress.max) });
  return (
    <section className={className ? `casino-LoyaltyProgress ${className}` : "casino-LoyaltyProgress"}>
      <Heading className="casino-LoyaltyProgress-title">{t("profile.loyalty.title")}</Heading>
      <dl className="casino-LoyaltyProgress-figures">
        <div>
          <dt>{t("profile.loyalty.level")}</dt>
          <dd>{levelText}</dd>
        </div>
        <div>
          <dt>{t("profile.loyalty.points")}</dt>
          <dd>{shown(points)}</dd>
        </div>
        <div>
          <dt>{t("profile.loyalty.to.next")}</dt>
          <dd>{shown(pointsUntilNextLevel)}</dd>
        </div>
        <div>
          <dt>{t("profile.loyalty.xp")}</dt>
          <dd>{shown(xp)}</dd>
        </div>
      </dl>
      <div
        className="casino-LoyaltyProgress-bar"
        role="progressbar"
        aria-label={t("profile.loyalty.bar")}
        aria-valuemin={0}
        aria-valuemax={progress.max}
        aria-valuenow={progress.value}
        aria-valuetext={label}
      >
        <div className="casino-LoyaltyProgress-fill" style={{ width: `${String(progress.percent)}%` }} />
      </div>
      <p className="casino-LoyaltyProgress-caption">{label}</p>
    </section>
  );
}
