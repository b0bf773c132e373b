import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type TransactionStatus, type TransactionType } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { useId, type FormEvent } from "react";
import { Button } from "../Button";
import "../TextField/FieldControl.css";
import "./TransactionFilters.css";

/** The history's filters; `null` is "any". Days are `yyyy-MM-dd`. */
export interface TransactionFilterValues {
  type: TransactionType | null;
  status: TransactionStatus | null;
  from: string | null;
  to: string | null;
}

/** Props of {@link TransactionFilters}. */
export interface TransactionFiltersProps {
  /** The filters in force, from the address. */
  values: TransactionFilterValues;
  /** Where "Clear filters" leads: the history without them. */
  clearHref: string;
  /**
   * Called with the chosen filters instead of submitting; without it (or without JavaScript) the
   * form submits them in the address (`type`, `status`, `from`, `to`).
   */
  onApply?(values: TransactionFilterValues): void;
  className?: string;
}

/** Whether any filter is set. */
export function hasTransactionFilters(values: TransactionFilterValues): boolean {
  return Object.values(values).some((value) => value !== null);
}

function oneOf<T extends string>(options: readonly T[], value: FormDataEntryValue | null): T | null {
  return options.find((option) => option === value) ?? null;
}

function day(value: FormDataEntryValue | null): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/**
 * The transaction history's filters (see docs/features.md, "Transactions"): type, status and a
 * range of days in a `GET` form, so they live in the address, survive a reload and work without
 * JavaScript; "Clear filters" shows only when one is set.
 *
 * @example <TransactionFilters values={filters} clearHref="/profile/transactions" onApply={(next) => router.push(urlOf(next))} />
 */
export function TransactionFilters({ values, clearHref, onApply, className }: TransactionFiltersProps) {
  const t = useT();
  const id = useId();
  const filtered = hasTransactionFilters(values);
  function submit(event: FormEvent<HTMLFormElement>) {
    if (!onApply) return;
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply({
      type: oneOf(TRANSACTION_TYPES, data.get("type")),
      status: oneOf(TRANSACTION_STATUSES, data.get("status")),
      from: day(data.get("from")),
      to: day(data.get("to")),
    });
  }
  return (
    <form
      method="get"
      aria-label={t("cashier.transactions.filter.title")}
      className={className ? `casino-TransactionFilters ${className}` : "casino-TransactionFilters"}
      onSubmit={submit}
    >
      <div className="casino-TransactionFilters-field">
        <label htmlFor={`${id}-type`}>{t("cashier.transactions.type")}</label>
        <select
          id={`${id}-type`}
          name="type"
          className="casino-FieldControl casino-TransactionFilters-control"
          defaultValue={values.type ?? ""}
        >
          <option value="">{t("cashier.transactions.filter.type.all")}</option>
          {TRANSACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`cashier.transactions.type.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="casino-TransactionFilters-field">
        <label htmlFor={`${id}-status`}>{t("cashier.transactions.status")}</label>
        <select
          id={`${id}-status`}
          name="status"
          className="casino-FieldControl casino-TransactionFilters-control"
          defaultValue={values.status ?? ""}
        >
          <option value="">{t("cashier.transactions.filter.status.all")}</option>
          {TRANSACTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`cashier.transactions.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="casino-TransactionFilters-field">
        <label htmlFor={`${id}-from`}>{t("cashier.transactions.filter.from")}</label>
        <input
          id={`${id}-from`}
          type="date"
          name="from"
          className="casino-FieldControl casino-TransactionFilters-control"
          defaultValue={values.from ?? ""}
        />
      </div>
      <div className="casino-TransactionFilters-field">
        <label htmlFor={`${id}-to`}>{t("cashier.transactions.filter.to")}</label>
        <input
          id={`${id}-to`}
          type="date"
          name="to"
          className="casino-FieldControl casino-TransactionFilters-control"
          defaultValue={values.to ?? ""}
        />
      </div>
      <div className="casino-TransactionFilters-actions">
        <Button type="submit">{t("cashier.transactions.filter.apply")}</Button>
        {filtered ? (
          <a className="casino-TransactionFilters-clear" href={clearHref}>
            {t("cashier.transactions.filter.clear")}
          </a>
        ) : null}
      </div>
    </form>
  );
}
