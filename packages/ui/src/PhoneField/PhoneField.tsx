import { acceptsPhoneKey, filterPhoneInput, isPhoneTooLong } from "@casino/domain";
import type { KeyboardEvent, ReactNode, Ref } from "react";
import { CountrySelect, type CountryOption } from "../CountrySelect";
import { TextField } from "../TextField";
import "./PhoneField.css";

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps {
  /** Label of the number input. */
  label: ReactNode;
  /** Label of the calling-code picker. */
  codeLabel: ReactNode;
  countries: readonly CountryOption[];
  phoneCode: string;
  onPhoneCodeChange(phoneCode: string): void;
  phone: string;
  onPhoneChange(phone: string): void;
  /** The translated error of the number (the code and number are validated together). */
  error?: ReactNode;
  /** The translated error of the code picker. */
  codeError?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  /** Locked: both parts shown read-only. */
  readOnly?: boolean;
  name?: string;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** The number with the digits of `text` typed over the selection, as the browser would. */
function numberWithoutSelection(input: HTMLInputElement): string {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? input.value.length;
  return input.value.slice(0, start) + input.value.slice(end);
}

/** Drops trailing digits until the number fits its calling code (a paste of too many digits). */
function fitToPhoneCode(phoneCode: string, digits: string): string {
  let fitted = digits;
  while (fitted !== "" && isPhoneTooLong(phoneCode, fitted)) fitted = fitted.slice(0, -1);
  return fitted;
}

/**
 * A calling-code picker and a phone number input (see docs/features.md, "Profile"): the number takes digits only,
 * and typing stops once the number is too long for the chosen code. The rules are
 * `@casino/domain`'s (`acceptsPhoneKey`, `isPhoneTooLong`, `validatePhone`).
 *
 * @example
 * <PhoneField label="Phone" codeLabel="Phone code" countries={countries}
 *   phoneCode={code} onPhoneCodeChange={setCode} phone={phone} onPhoneChange={setPhone} />
 */
export function PhoneField({
  label,
  codeLabel,
  countries,
  phoneCode,
  onPhoneCodeChange,
  phone,
  onPhoneChange,
  error,
  codeError,
  hint,
  disabled,
  readOnly,
  name,
  onBlur,
  inputRef,
  className,
}: PhoneFieldProps) {
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Shortcuts (paste, select all, undo) are not typing.
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (!acceptsPhoneKey(event.key, { phoneCode, phone: numberWithoutSelection(event.currentTarget) }))
      event.preventDefault();
  }

  return (
    <div className={className ? `casino-PhoneField ${className}` : "casino-PhoneField"}>
      <CountrySelect
        className="casino-PhoneField-code"
        label={codeLabel}
        countries={countries}
        valueKind="phoneCode"
        value={phoneCode}
        onValueChange={onPhoneCodeChange}
        error={codeError}
        disabled={disabled}
        readOnly={readOnly}
        onBlur={onBlur}
      />
      <TextField
        ref={inputRef}
        className="casino-PhoneField-number"
        label={label}
        hint={hint}
        error={error}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        name={name}
        value={phone}
        disabled={disabled}
        readOnly={readOnly}
        onKeyDown={onKeyDown}
        onChange={(event) => onPhoneChange(fitToPhoneCode(phoneCode, filterPhoneInput(event.target.value)))}
        onBlur={onBlur}
      />
    </div>
  );
}
