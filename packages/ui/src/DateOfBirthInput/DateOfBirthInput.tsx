import { dateOfBirthBounds, isPlaceholderBirthDate } from "@casino/domain";
import type { ReactNode, Ref } from "react";
import { TextField } from "../TextField";

/** Props of {@link DateOfBirthInput}. */
export interface DateOfBirthInputProps {
  label: ReactNode;
  /** `yyyy-MM-dd`, or `""`. A 1900 date is the back end's placeholder and shows as empty. */
  value: string;
  onValueChange(value: string): void;
  /** Today, for the 18-to-100-years bounds; defaults to the current time. */
  now?: Date;
  /** The player's IANA zone, for what "today" is. */
  zone?: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  name?: string;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A date-of-birth input bounded to ages 18 to 100 (`dateOfBirthBounds` of `@casino/domain`):
 * the browser's date picker offers only allowed days, and the 1900 placeholder shows as empty.
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
  const { min, max } = dateOfBirthBounds(now ?? new Date(), zone);
  return (
    <TextField
      ref={inputRef}
      className={className}
      label={label}
      hint={hint}
      error={error}
      type="date"
      autoComplete="bday"
      min={min}
      max={max}
      name={name}
      value={isPlaceholderBirthDate(value) ? "" : value}
      onChange={(event) => onValueChange(event.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      readOnly={readOnly}
      required={required}
    />
  );
}
