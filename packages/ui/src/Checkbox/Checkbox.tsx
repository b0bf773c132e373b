import { useId, type ReactNode } from "react";
import { Checkbox as RadixCheckbox } from "radix-ui";
import "./Checkbox.css";

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /** The text beside the box; may hold links (terms, privacy policy). */
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?(checked: boolean): void;
  /** The translated error message (a required consent left unticked). */
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  className?: string;
}

/**
 * A labelled checkbox on Radix Checkbox.
 *
 * @example <Checkbox label="I accept the terms" checked={accepted} onCheckedChange={setAccepted} required />
 */
export function Checkbox({
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  error,
  disabled,
  required,
  name,
  className,
}: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== "";
  return (
    <div className={className ? `casino-Checkbox ${className}` : "casino-Checkbox"}>
      <div className="casino-Checkbox-row">
        <RadixCheckbox.Root
          id={id}
          className="casino-Checkbox-box"
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={(state) => onCheckedChange?.(state === true)}
          disabled={disabled}
          required={required}
          name={name}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? errorId : undefined}
        >
          <RadixCheckbox.Indicator className="casino-Checkbox-indicator">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={id} className="casino-Checkbox-label">
          {label}
        </label>
      </div>
      {hasError ? (
        <p id={errorId} className="casino-Checkbox-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
