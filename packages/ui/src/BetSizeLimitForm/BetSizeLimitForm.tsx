import { betSizeLimitsProblem, formatMoney, type BetSizeLimits, dateTimeFormat } from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useLocale, useT } from "@casino/i18n/react";
import { useState, type FormEvent } from "react";
import { Button } from "../Button";
import { SettingsCard } from "../SettingsCard";
import { TextField } from "../TextField";
import "./BetSizeLimitForm.css";

/** What the player sends: only the stake limits they typed (a field left empty keeps the one in force). */
export type BetSizeLimitChange = { maxBet?: number; minBet?: number };

export interface BetSizeLimitFormProps {
  /** The maximum bet in force, `null` when none is set. */
  maxBet: number | null;
  /** The minimum bet in force, `null` when none is set. */
  minBet: number | null;
  currencyCode: string;
  /** The player's zone: the time a change opens again is written in it. */
  timeZone: string;
  /** Bet limits change once an hour: until this instant the fields are closed ("Change Not Allowed"). */
  changeAllowedAt?: Date | null;
  /** A change or a removal is being sent. */
  busy?: boolean;
  /** A translated refusal of the last change, announced. */
  error?: string | null;
  onSave: (change: BetSizeLimitChange) => void;
  onRemove: () => void;
}

/** A typed amount: `null` for an empty field, NaN for one that is not a number. */
function typedAmount(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : Number(trimmed.replace(",", "."));
}

/**
 * The stake limits of every single bet (see docs/features.md, "Limits"): the player's maximum and
 * minimum bet (the spec's global min/max and max bet), what is in force, the once-an-hour rule in
 * words, and "Change Not Allowed" with the time a change opens again. Checked by the domain's
 * `betSizeLimitsProblem` before anything is sent.
 */
export function BetSizeLimitForm({
  maxBet,
  minBet,
  currencyCode,
  timeZone,
  changeAllowedAt,
  busy = false,
  error,
  onSave,
  onRemove,
}: BetSizeLimitFormProps) {
  const t = useT();
  const locale = useLocale();
  const [typedMax, setTypedMax] = useState("");
  const [typedMin, setTypedMin] = useState("");
  const [problem, setProblem] = useState<{ field: keyof BetSizeLimits; message: string } | null>(null);
  // The fields empty once the limits they changed are back from the server: a refused or failed
  // save leaves what the player typed, to send again.
  const inForce = `${maxBet}|${minBet}`;
  const [typedFor, setTypedFor] = useState(inForce);
  if (typedFor !== inForce) {
    setTypedFor(inForce);
    setTypedMax("");
    setTypedMin("");
  }
  const money = (amount: number) => formatMoney(amount, currencyCode, { locale });
  const locked = changeAllowedAt != null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const max = typedAmount(typedMax);
    const min = typedAmount(typedMin);
    const found =
      max === null && min === null
        ? { field: "maxBet" as const, message: "form.validation.invalid.required" }
        : betSizeLimitsProblem({ maxBet: max ?? maxBet, minBet: min ?? minBet });
    setProblem(found);
    if (found !== null) return;
    onSave({ ...(max === null ? {} : { maxBet: max }), ...(min === null ? {} : { minBet: min }) });
  };

  const errorOf = (field: keyof BetSizeLimits) =>
    problem?.field === field ? t(dynamicTextKey(problem.message)) : undefined;
  const hasLimit = maxBet !== null || minBet !== null;

  return (
    <SettingsCard title={t("limits.bet.size.title")} intro={t("limits.bet.size.intro")} error={error}>
      <p className="casino-BetSizeLimitForm-note">{t("limits.bet.hourly")}</p>
      {locked ? (
        <p className="casino-BetSizeLimitForm-locked" role="status">
          {t("limits.change.not.allowed", {
            TIME: dateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone }).format(changeAllowedAt),
          })}
        </p>
      ) : null}
      <div className="casino-BetSizeLimitForm-current">
        {hasLimit ? (
          <>
            {maxBet === null ? null : <p>{t("limits.bet.size.current.max", { AMOUNT: money(maxBet) })}</p>}
            {minBet === null ? null : <p>{t("limits.bet.size.current.min", { AMOUNT: money(minBet) })}</p>}
          </>
        ) : (
          <p>{t("limits.bet.size.none")}</p>
        )}
      </div>
      <form className="casino-BetSizeLimitForm-form" onSubmit={submit} noValidate>
        <TextField
          label={t("limits.bet.size.max")}
          inputMode="decimal"
          autoComplete="off"
          value={typedMax}
          disabled={locked}
          error={errorOf("maxBet")}
          onChange={(event) => setTypedMax(event.target.value)}
        />
        <TextField
          label={t("limits.bet.size.min")}
          inputMode="decimal"
          autoComplete="off"
          value={typedMin}
          disabled={locked}
          error={errorOf("minBet")}
          onChange={(event) => setTypedMin(event.target.value)}
        />
        <div className="casino-BetSizeLimitForm-actions">
          <Button type="submit" disabled={locked} busy={busy}>
            {t("limits.bet.size.save")}
          </Button>
          {hasLimit ? (
            <Button type="button" variant="secondary" disabled={locked || busy} onClick={onRemove}>
              {t("limits.bet.size.remove")}
            </Button>
          ) : null}
        </div>
      </form>
    </SettingsCard>
  );
}
