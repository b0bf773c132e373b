import {
  birthDateParts,
  birthYearOptions,
  composeBirthDate,
  daysInMonth,
  givenBirthDate,
  type BirthDateParts,
  dateTimeFormat,
} from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { useId, useMemo, useState, type ReactNode, type Ref } from "react";
import { TextField } from "../TextField";
import "../TextField/Field.css";
import "../TextField/FieldControl.css";
import "./DateOfBirthInput.css";

/** Props of {@link DateOfBirthInput}. */
export interface DateOfBirthInputProps {
  label: ReactNode;
  /**
   * `yyyy-MM-dd`, or `""`. Empty or the back end's 1900 placeholder is no date: the lists show
   * nothing chosen (a sign-up form passes 18 years ago, the spec's default, to start there).
   */
  value: string;
  onValueChange(value: string): void;
  /** Today, for the year list and the default; defaults to the time the picker mounts. */
  now?: Date;
  /** The player's IANA zone, for what "today" is. */
  zone?: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  /** Locked: the date shown as text, not as lists waiting for a choice. */
  readOnly?: boolean;
  required?: boolean;
  /** Submitted with a native form under this name, as `yyyy-MM-dd`. */
  name?: string;
  onBlur?(): void;
  /** The day list, which takes focus when the form points at the field. */
  inputRef?: Ref<HTMLSelectElement>;
  className?: string;
}

const PART_KEYS = { day: "profile.form.day", month: "profile.form.month", year: "profile.form.year" } as const;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The birthday picker: day, month and year lists in a labelled group (see docs/features.md,
 * "Sign-up"). The year list covers 100 years back from this year, under-18 years included so a
 * too-young date can be picked and is then refused with the form's error; the day list follows the
 * month length and leap years. An empty value or the 1900 placeholder shows the lists with nothing
 * chosen, so no date is put in the player's name: the first list they choose fills the other two
 * from 18 years ago, the spec's default, and they see the whole day they are giving. The rules are `@casino/domain`'s (`birthYearOptions`, `daysInMonth`, `composeBirthDate`). Native
 * selects, so phones show their own wheels and every screen reader and keyboard knows them.
 *
 * @example <DateOfBirthInput label={t("profile.form.date.of.birth")} value={dob} onValueChange={setDob} />
 */
export function DateOfBirthInput({
  label,
  value,
  onValueChange,
  now,
  zone,
  hint,
  error,
  disabled,
  readOnly,
  required,
  name,
  onBlur,
  inputRef,
  className,
}: DateOfBirthInputProps) {
  const t = useT();
  const locale = useLocale();
  const [mountedAt] = useState(() => new Date());
  const today = now ?? mountedAt;
  const id = useId();
  const given = givenBirthDate(value);
  const parts = birthDateParts(given, today, zone);
  const years = useMemo(() => birthYearOptions(today, zone), [today, zone]);
  const monthNames = useMemo(() => {
    const format = dateTimeFormat(locale, { month: "long", timeZone: "UTC" });
    return range(1, 12).map((month) => format.format(Date.UTC(2000, month - 1, 1)));
  }, [locale]);

  if (readOnly) {
    const text =
      given === ""
        ? ""
        : dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
            Date.UTC(parts.year, parts.month - 1, parts.day),
          );
    return (
      <TextField className={className} label={label} hint={hint} error={error} value={text} name={name} readOnly />
    );
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== "";
  const describedBy =
    [hint === undefined ? null : hintId, hasError ? errorId : null].filter(Boolean).join(" ") || undefined;
  const choose = (change: Partial<BirthDateParts>) => onValueChange(composeBirthDate({ ...parts, ...change }));
  const lists = [
    { part: "day", options: range(1, daysInMonth(parts.year, parts.month)).map((day) => [day, String(day)] as const) },
    { part: "month", options: monthNames.map((month, index) => [index + 1, month] as const) },
    { part: "year", options: years.map((year) => [year, String(year)] as const) },
  ] as const;

  return (
    <fieldset
      className={
        className ? `casino-Field casino-DateOfBirthInput ${className}` : "casino-Field casino-DateOfBirthInput"
      }
      data-state={hasError ? "invalid" : undefined}
      aria-describedby={describedBy}
      disabled={disabled}
    >
      <legend className="casino-Field-label casino-DateOfBirthInput-legend">{label}</legend>
      <div className="casino-DateOfBirthInput-lists">
        {lists.map(({ part, options }) => (
          <div key={part} className={`casino-DateOfBirthInput-part casino-DateOfBirthInput-${part}`}>
            <label htmlFor={`${id}-${part}`} className="casino-DateOfBirthInput-partLabel">
              {t(PART_KEYS[part])}
            </label>
            <select
              id={`${id}-${part}`}
              ref={part === "day" ? inputRef : undefined}
              className="casino-FieldControl casino-DateOfBirthInput-select"
              autoComplete={`bday-${part}`}
              required={required}
              aria-invalid={hasError ? true : undefined}
              aria-describedby={describedBy}
              value={given === "" ? "" : parts[part]}
              onChange={(event) => choose({ [part]: Number(event.target.value) })}
              onBlur={onBlur}
            >
              {given === "" ? <option value="" disabled /> : null}
              {options.map(([optionValue, optionLabel]) => (
                <option key={optionValue} value={optionValue}>
                  {optionLabel}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {name === undefined ? null : (
        <input type="hidden" name={name} value={given === "" ? "" : composeBirthDate(parts)} />
      )}
      {hint === undefined ? null : (
        <p id={hintId} className="casino-Field-hint">
          {hint}
        </p>
      )}
      {hasError ? (
        <p id={errorId} className="casino-Field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
