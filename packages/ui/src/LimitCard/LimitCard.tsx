import { formatMoney, LIMIT_PERIODS, type LimitPeriod, type PeriodLimitKind, dateTimeFormat } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { useState, type FormEvent } from "react";
import { Button } from "../Button";
import { SettingsCard } from "../SettingsCard";
import { TextField } from "../TextField";
import { UsageMeter } from "../UsageMeter";
import "./LimitCard.css";

/** One period of a limit as the player has it now. */
export interface LimitPeriodState {
  period: LimitPeriod;
  /** The limit in force, `null` when none is set. */
  amount: number | null;
  /** What is used of it in the current period (deposited, staked or lost). */
  used: number;
  /** A raise waiting for the cooling-off: the amount it will set. */
  pendingAmount?: number | null;
  /** A removal waiting for the cooling-off. */
  pendingRemoval?: boolean;
  /** When the pending raise or removal applies. */
  pendingUntil?: Date | null;
  /**
   * The highest notice threshold its use has reached, in percent (the market's 50 % and 100 %,
   * the domain's `limitNoticeReached`), told in words; `null` or missing below the first.
   */
  notice?: number | null;
}

export interface LimitCardProps {
  kind: PeriodLimitKind;
  /** The daily, weekly and monthly state; a missing period shows as "No limit set". */
  periods: readonly LimitPeriodState[];
  currencyCode: string;
  /**
   * The market's cooling-off for a raise or a removal, in hours (the jurisdiction profile's; 0 where
   * none is asked for, and a change applies at once). A bet limit has none: it changes once an hour.
   */
  coolingOffHours: number;
  /** The player's zone: every date is written in it. */
  timeZone: string;
  /** Bet limits change once an hour: until this instant the fields are closed ("Change Not Allowed"). */
  changeAllowedAt?: Date | null;
  /** The period being saved. */
  savingPeriod?: LimitPeriod | null;
  /** A translated refusal of the last change, shown under the card and announced. */
  error?: string | null;
  onSave: (period: LimitPeriod, amount: number) => void;
  onRemove?: (period: LimitPeriod) => void;
}

const PERIODS = Object.keys(LIMIT_PERIODS) as LimitPeriod[];

/**
 * A deposit, loss or bet limit per period (see docs/features.md, "Limits"): what is used of each,
 * a field to set or change it, the market's cooling-off of a raise in words with the date it
 * applies (or that a change applies at once), and for a bet limit the once-an-hour rule in words,
 * with "Change Not Allowed" and the time it may change again.
 */
export function LimitCard({
  kind,
  periods,
  currencyCode,
  coolingOffHours,
  timeZone,
  changeAllowedAt,
  savingPeriod,
  error,
  onSave,
  onRemove,
}: LimitCardProps) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, currencyCode, { locale });
  const when = (date: Date) => dateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone }).format(date);
  const locked = changeAllowedAt != null;

  return (
    <SettingsCard title={t(`limits.${kind}.title`)}>
      <p className="casino-LimitCard-note">
        {kind === "bet"
          ? t("limits.bet.hourly")
          : coolingOffHours > 0
            ? t("limits.cooling.off", { HOURS: String(coolingOffHours) })
            : t("limits.cooling.off.none")}
      </p>
      {locked ? (
        <p className="casino-LimitCard-locked" role="status">
          {t("limits.change.not.allowed", { TIME: when(changeAllowedAt) })}
        </p>
      ) : null}
      <ul className="casino-LimitCard-periods">
        {PERIODS.map((period) => (
          <LimitPeriodRow
            key={period}
            kind={kind}
            state={periods.find((entry) => entry.period === period) ?? { period, amount: null, used: 0 }}
            money={money}
            when={when}
            locked={locked}
            saving={savingPeriod === period}
            onSave={onSave}
            onRemove={onRemove}
          />
        ))}
      </ul>
      {error ? (
        <p className="casino-LimitCard-error" role="alert">
          {error}
        </p>
      ) : null}
    </SettingsCard>
  );
}

interface LimitPeriodRowProps {
  kind: PeriodLimitKind;
  state: LimitPeriodState;
  money: (amount: number) => string;
  when: (date: Date) => string;
  locked: boolean;
  saving: boolean;
  onSave: (period: LimitPeriod, amount: number) => void;
  onRemove?: (period: LimitPeriod) => void;
}

function LimitPeriodRow({ kind, state, money, when, locked, saving, onSave, onRemove }: LimitPeriodRowProps) {
  const t = useT();
  const [value, setValue] = useState("");
  const [invalid, setInvalid] = useState(false);
  const { period, amount, used, pendingAmount, pendingRemoval, pendingUntil, notice } = state;
  // The field empties once the limit it changed is back from the server: a refused or failed save
  // leaves what the player typed, to send again.
  const limitNow = `${amount}|${pendingAmount}|${pendingRemoval}`;
  const [typedFor, setTypedFor] = useState(limitNow);
  if (typedFor !== limitNow) {
    setTypedFor(limitNow);
    setValue("");
  }
  const periodName = t(`limits.period.${period}`);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const requested = Number(value.replace(",", "."));
    if (value.trim() === "" || !Number.isFinite(requested) || requested <= 0) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSave(period, requested);
  };

  const share = amount != null && amount > 0 ? Math.min(100, Math.round((used / amount) * 100)) : 0;
  return (
    <li className="casino-LimitCard-period" data-period={period}>
      <div className="casino-LimitCard-usage">
        <h3 className="casino-LimitCard-periodName">{periodName}</h3>
        {amount == null ? (
          <p>{t("limits.none")}</p>
        ) : (
          <>
            <p>{t("limits.used", { USED: money(used), LIMIT: money(amount) })}</p>
            <UsageMeter percent={share} label={t("limits.used.share", { PERIOD: periodName })} />
          </>
        )}
        {notice != null && amount != null ? (
          <p className="casino-LimitCard-notice" role="status" data-reached={notice >= 100 ? "" : undefined}>
            {notice >= 100
              ? t("limits.notice.reached", { PERIOD: periodName })
              : t("limits.notice.share", { PERCENT: String(notice), PERIOD: periodName })}
          </p>
        ) : null}
        {pendingUntil != null && amount != null && (pendingAmount != null || pendingRemoval) ? (
          <p className="casino-LimitCard-pending">
            {pendingRemoval
              ? t("limits.pending.removal", { DATE: when(pendingUntil), LIMIT: money(amount) })
              : t("limits.pending.raise", {
                  AMOUNT: money(pendingAmount ?? amount),
                  DATE: when(pendingUntil),
                  LIMIT: money(amount),
                })}
          </p>
        ) : null}
      </div>
      <form className="casino-LimitCard-form" onSubmit={submit} noValidate>
        <TextField
          label={t("limits.amount.label", { PERIOD: periodName, KIND: t(`limits.${kind}.title`) })}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={locked}
          error={invalid ? t("form.validation.invalid.required") : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <div className="casino-LimitCard-actions">
          <Button type="submit" disabled={locked} busy={saving}>
            {amount == null ? t("limits.set") : t("limits.change")}
          </Button>
          {amount != null && onRemove && !pendingRemoval ? (
            <Button type="button" variant="secondary" disabled={locked || saving} onClick={() => onRemove(period)}>
              {t("limits.remove")}
            </Button>
          ) : null}
        </div>
      </form>
    </li>
  );
}
