import type { ReactNode } from "react";
import { RadioGroup as RadixRadioGroup } from "radix-ui";
import { Field } from "../TextField/Field";
import "./RadioGroup.css";

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  /** Names the group (`aria-labelledby`). */
  label: ReactNode;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  orientation?: "horizontal" | "vertical";
  className?: string;
}

/**
 * A labelled group of radio buttons on Radix RadioGroup (arrow keys move between choices).
 *
 * @example <RadioGroup label={t("profile.form.gender")} options={genders} value={gender} onValueChange={setGender} />
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  hint,
  error,
  disabled,
  required,
  name,
  orientation = "horizontal",
  className,
}: RadioGroupProps) {
  return (
    <Field label={label} hint={hint} error={error} labelledByCaption className={className}>
      {({ id, labelId, ...described }) => (
        <RadixRadioGroup.Root
          id={id}
          aria-labelledby={labelId}
          {...described}
          className="casino-RadioGroup-group"
          data-orientation={orientation}
          orientation={orientation}
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          disabled={disabled}
          required={required}
          name={name}
        >
          {options.map((option) => {
            const itemId = `${id}-${option.value}`;
            return (
              <div key={option.value} className="casino-RadioGroup-option">
                <RadixRadioGroup.Item
                  id={itemId}
                  value={option.value}
                  disabled={option.disabled}
                  className="casino-RadioGroup-radio"
                >
                  <RadixRadioGroup.Indicator className="casino-RadioGroup-indicator" />
                </RadixRadioGroup.Item>
                <label htmlFor={itemId} className="casino-RadioGroup-label">
                  {option.label}
                </label>
              </div>
            );
          })}
        </RadixRadioGroup.Root>
      )}
    </Field>
  );
}
