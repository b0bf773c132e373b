import type { ReactNode } from "react";
import { Select as RadixSelect } from "radix-ui";
import { Field } from "../TextField/Field";
import "../TextField/FieldControl.css";
import "./Select.css";

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
  /** Shown while nothing is chosen. */
  placeholder?: ReactNode;
  hint?: ReactNode;
  /** The translated error message; announced with the trigger. */
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Submitted with a native form under this name. */
  name?: string;
  onBlur?(): void;
  className?: string;
}

/**
 * A labelled single choice from a short list, on Radix Select (keyboard, typeahead, screen readers).
 *
 * @example <Select label="Currency" options={[{ value: "EUR", label: "Euro" }]} value={code} onValueChange={setCode} />
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  hint,
  error,
  disabled,
  required,
  name,
  onBlur,
  className,
}: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {({ labelId: _labelId, ...described }) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          disabled={disabled}
          required={required}
          name={name}
        >
          <RadixSelect.Trigger className="casino-FieldControl casino-Select-trigger" onBlur={onBlur} {...described}>
            <RadixSelect.Value placeholder={placeholder} />
            <RadixSelect.Icon className="casino-Select-chevron">
              <Chevron />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content className="casino-Select-content" position="popper" sideOffset={4}>
              <RadixSelect.Viewport className="casino-Select-viewport">
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className="casino-Select-item"
                  >
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}

/** The down chevron of select-like triggers. */
export function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
