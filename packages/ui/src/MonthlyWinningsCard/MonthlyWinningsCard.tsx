import { formatMoney, type MonthlyWinningsStatus } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { SettingsCard } from "../SettingsCard";
import { UsageMeter } from "../UsageMeter";
import "./MonthlyWinningsCard.css";

export interface MonthlyWinningsCardProps {
  /** The limit, what is won of it this month and what is left (the domain's `monthlyWinningsStatus`). */
  status: MonthlyWinningsStatus;
  currencyCode: string;
  /** The currency is a coin: amounts show its decimals. */
  crypto?: boolean;
}

/**
 * The player's monthly winnings limit (see docs/features.md, "Limits"): the limit in words, what is
 * won of it this month with a meter, what is left, and once it is reached a notice that says so.
 */
export function MonthlyWinningsCard({ status, currencyCode, crypto = false }: MonthlyWinningsCardProps) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, currencyCode, { locale, crypto });
  const percent = status.limit > 0 ? Math.min(100, Math.round((status.won / status.limit) * 100)) : 100;
  return (
    <SettingsCard
      title={t("limits.monthly.win.title")}
      intro={t("limits.monthly.win.intro", { LIMIT: money(status.limit) })}
    >
      <p>{t("limits.monthly.win.used", { WON: money(status.won), LIMIT: money(status.limit) })}</p>
      <UsageMeter percent={percent} label={t("limits.monthly.win.share")} />
      {status.reached ? (
        <p className="casino-MonthlyWinningsCard-reached" role="status">
          {t("limits.monthly.win.reached")}
        </p>
      ) : (
        <p>{t("limits.monthly.win.left", { LEFT: money(status.left) })}</p>
      )}
    </SettingsCard>
  );
}
