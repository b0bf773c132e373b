import { LIMIT_PERIODS, type LimitPeriod } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { useState, type FormEvent } from "react";
import { Button } from "../Button";
import { RadioGroup } from "../RadioGroup";
import { SettingsCard } from "../SettingsCard";
import { TextField } from "../TextField";
import "./DepositLimitPrompt.css";

const PERIODS = Object.keys(LIMIT_PERIODS) as LimitPeriod[];

export interface DepositLimitPromptProps {
  currencyCode: string;
  /** The limit is being saved. */
  busy?: boolean;
  /** Why the last try failed, in words. */
  error?: string | null;
  /** A period and an amount above 0. */
  onSet(period: LimitPeriod, amount: number): void;
  /** The player goes on without a limit for now. */
  onSkip(): void;
}

/**
 * The deposit-limit prompt some markets ask for before a first deposit (see docs/features.md,
 * "Limits"): a period and the most the player may deposit in it, or "Not now". An amount that is
 * not above 0 is explained beside the field and nothing is sent.
 */
export function DepositLimitPrompt({
  currencyCode,
  busy = false,
  error = null,
  onSet,
  onSkip,
}: DepositLimitPromptProps) {
  const t = useT();
  const [period, setPeriod] = useState<LimitPeriod>("monthly");
  const [amount, setAmount] = useState("");
  const [checked, setChecked] = useState(false);
  const value = Number(amount.replace(",", "."));
  const valid = amount.trim() !== "" && Number.isFinite(value) && value > 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (!busy && valid) onSet(period, value);
  }

  return (
    <SettingsCard title={t("limits.prompt.title")} intro={t("limits.prompt.intro")} error={error}>
      <form className="casino-DepositLimitPrompt-form" onSubmit={submit} noValidate aria-busy={busy}>
        <RadioGroup
          label={t("limits.prompt.period")}
          options={PERIODS.map((option) => ({ value: option, label: t(`limits.period.${option}`) }))}
          value={period}
          onValueChange={(next) => setPeriod(next as LimitPeriod)}
          disabled={busy}
          orientation="horizontal"
        />
        <TextField
          label={t("limits.prompt.amount", { CURRENCY: currencyCode })}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          disabled={busy}
          error={checked && !valid ? t("form.validation.invalid.required") : undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
        <div className="casino-DepositLimitPrompt-actions">
          <Button type="submit" busy={busy} disabled={busy}>
            {t("limits.set")}
          </Button>
          <Button type="button" variant="ghost" disabled={busy} onClick={onSkip}>
            {t("limits.prompt.skip")}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
