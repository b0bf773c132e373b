import { formatMoney, type InstantWithdrawalStatus, dateTimeFormat } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { Checkbox } from "../Checkbox";
import { UsageMeter } from "../UsageMeter";
import "./InstantWithdrawalOption.css";

/** Props of {@link InstantWithdrawalOption}. */
export interface InstantWithdrawalOptionProps {
  /** The allowance, what is used of it this period and what is left (the domain's `instantWithdrawalStatus`). */
  status: InstantWithdrawalStatus;
  currencyCode: string;
  /** The currency is a coin: amounts show its decimals. */
  crypto?: boolean;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
  /** The zone the reset time is shown in (the player's). */
  timeZone?: string;
}

const PERIOD_KEYS = {
  day: "cashier.withdraw.instant.period.day",
  week: "cashier.withdraw.instant.period.week",
  month: "cashier.withdraw.instant.period.month",
} as const satisfies Record<InstantWithdrawalStatus["period"], string>;

/**
 * The instant-withdrawal choice (see docs/features.md, "Instant withdrawal"): a box to pay the
 * amount out at once, with the period's allowance, what is used of it (a meter) and what is left,
 * and when it is whole again. With nothing left the box cannot be ticked and says until when.
 *
 * @example <InstantWithdrawalOption status={status} currencyCode="EUR" checked={instant} onCheckedChange={setInstant} />
 */
export function InstantWithdrawalOption({
  status,
  currencyCode,
  crypto = false,
  checked,
  onCheckedChange,
  disabled = false,
  timeZone,
}: InstantWithdrawalOptionProps) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, currencyCode, { locale, crypto });
  const resets =
    status.resetsAt === null
      ? null
      : dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(status.resetsAt);
  const period = t(PERIOD_KEYS[status.period]);
  return (
    <div className="casino-InstantWithdrawalOption">
      <Checkbox
        label={t("cashier.withdraw.instant.label")}
        checked={checked && !status.exhausted}
        onCheckedChange={onCheckedChange}
        disabled={disabled || status.exhausted}
      />
      <p className="casino-InstantWithdrawalOption-usage">
        {t("cashier.withdraw.instant.used", { USED: money(status.used), LIMIT: money(status.limit), PERIOD: period })}
      </p>
      <UsageMeter percent={status.percentUsed} label={t("cashier.withdraw.instant.share")} />
      {status.exhausted ? (
        <p className="casino-InstantWithdrawalOption-exhausted">
          {resets === null
            ? t("cashier.withdraw.instant.exhausted")
            : t("cashier.withdraw.instant.exhausted.until", { WHEN: resets })}
        </p>
      ) : (
        <p className="casino-InstantWithdrawalOption-usage">
          {resets === null
            ? t("cashier.withdraw.instant.left", { LEFT: money(status.left) })
            : t("cashier.withdraw.instant.left.until", { LEFT: money(status.left), WHEN: resets })}
        </p>
      )}
    </div>
  );
}
