import { formatMoney, wageringProgress } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { useId } from "react";
import "./WageringProgress.css";

export interface WageringProgressProps {
  /** Already wagered, as the back end sends it (`wageredAmount`). */
  wagered: number;
  /** Still to wager (`wagerLeft`). */
  left: number;
  currencyCode: string;
  crypto?: boolean;
  /** `REAL_TO_FUN` or `REAL_MONEY_ONLY`: explained in words under the bar; other values show no explanation. */
  wageringType?: string | null;
  className?: string;
}

const EXPLAINED_TYPES = ["REAL_TO_FUN", "REAL_MONEY_ONLY"] as const;

function isExplainedType(type: string): type is (typeof EXPLAINED_TYPES)[number] {
  return (EXPLAINED_TYPES as readonly string[]).includes(type);
}

/**
 * A bonus's wagering (see docs/features.md, "Bonuses"): wagered of required as figures and as a
 * progress bar, and what the wagering type means in words.
 */
export function WageringProgress({
  wagered,
  left,
  currencyCode,
  crypto = false,
  wageringType,
  className,
}: WageringProgressProps) {
  const t = useT();
  const locale = useLocale();
  const labelId = useId();
  const progress = wageringProgress({ wageredAmount: wagered, wagerLeft: left }, currencyCode, { crypto });
  const money = (amount: number) => formatMoney(amount, currencyCode, { locale, crypto });
  const type = wageringType?.trim().toUpperCase() ?? "";
  const figures = t("bonus.wagering.figures", { WAGERED: money(progress.wagered), REQUIRED: money(progress.required) });
  return (
    <div className={className ? `casino-WageringProgress ${className}` : "casino-WageringProgress"}>
      <div className="casino-WageringProgress-row">
        <span id={labelId} className="casino-WageringProgress-label">
          {t("bonus.wagering.label")}
        </span>
        <span className="casino-WageringProgress-figures">{figures}</span>
      </div>
      <progress
        className="casino-WageringProgress-bar"
        aria-labelledby={labelId}
        aria-valuetext={figures}
        max={1}
        value={progress.fraction}
      />
      {progress.complete ? <p className="casino-WageringProgress-note">{t("bonus.wagering.complete")}</p> : null}
      {isExplainedType(type) ? (
        <p className="casino-WageringProgress-note">{t(`bonus.wagering.type.${type}`)}</p>
      ) : null}
    </div>
  );
}
