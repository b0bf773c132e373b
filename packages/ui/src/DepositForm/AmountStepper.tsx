import { DEPOSIT_AMOUNT_PRESETS, formatMoney, stepDepositAmount, type DepositAmountRange } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { useId } from "react";
import "../TextField/FieldControl.css";
import "./DepositForm.css";

export interface AmountStepperProps {
  /** The amount as typed. */
  value: string;
  onChange(value: string): void;
  currencyCode: string;
  range: DepositAmountRange;
  /** The translated error, if any; announced with the field. */
  error?: string | null;
  disabled?: boolean;
}

/** The amount as a number, or NaN when what was typed is not one (a comma is read as a decimal point). */
export function parseAmount(value: string): number {
  const text = value.trim().replace(",", ".");
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The deposit amount: presets (25, 50, 100), a minus and a plus that move 1 below 30 and 5 from
 * 30 within the method's range (`@casino/domain` `stepDepositAmount`), and the typed amount.
 */
export function AmountStepper({ value, onChange, currencyCode, range, error, disabled = false }: AmountStepperProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const amount = parseAmount(value);
  const money = (figure: number) => formatMoney(figure, currencyCode, { locale });
  const step = (direction: "up" | "down") => onChange(String(stepDepositAmount(amount, direction, range)));
  return (
    <div className="casino-DepositForm-amount">
      <label className="casino-DepositForm-legend" htmlFor={id}>
        {t("cashier.amount")} ({currencyCode.toUpperCase()})
      </label>
      <div className="casino-DepositForm-presets" role="group" aria-label={t("cashier.amount.presets")}>
        {DEPOSIT_AMOUNT_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="casino-DepositForm-preset"
            aria-pressed={amount === preset}
            disabled={
              disabled || (range.min != null && preset < range.min) || (range.max != null && preset > range.max)
            }
            onClick={() => onChange(String(preset))}
          >
            {money(preset)}
          </button>
        ))}
      </div>
      <div className="casino-DepositForm-stepper">
        <button
          type="button"
          className="casino-DepositForm-step"
          aria-label={t("cashier.amount.decrease")}
          disabled={disabled}
          onClick={() => step("down")}
        >
          −
        </button>
        <input
          id={id}
          className="casino-FieldControl casino-DepositForm-amount-input"
          inputMode="decimal"
          autoComplete="transaction-amount"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="casino-DepositForm-step"
          aria-label={t("cashier.amount.increase")}
          disabled={disabled}
          onClick={() => step("up")}
        >
          +
        </button>
      </div>
      <p id={hintId} className="casino-DepositForm-hint">
        {range.min != null && range.max != null
          ? t("cashier.amount.range", { MIN: money(range.min), MAX: money(range.max) })
          : null}
      </p>
      {error ? (
        <p id={errorId} className="casino-DepositForm-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
