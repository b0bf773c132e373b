import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { Field } from "./Field";
import "./FieldControl.css";

/** Props of {@link TextField}: an `<input>`'s attributes plus its label, hint and error. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "size"> {
  label: ReactNode;
  hint?: ReactNode;
  /** The translated error message; linked with `aria-describedby` and sets `aria-invalid`. */
  error?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input. Works uncontrolled with react-hook-form's `register()` or controlled.
 *
 * @example <TextField label={t("profile.form.city")} error={t(errors.city)} {...register("city")} />
 */
export function TextField({ label, hint, error, className, ref, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {({ id, labelId: _labelId, ...described }) => (
        <input ref={ref} id={id} className="casino-FieldControl" {...described} {...inputProps} />
      )}
    </Field>
  );
}
