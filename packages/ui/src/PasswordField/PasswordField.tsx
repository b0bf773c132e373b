import { useT } from "@casino/i18n/react";
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { IconButton } from "../IconButton";
import { Field } from "../TextField/Field";
import "../TextField/FieldControl.css";
import "./PasswordField.css";

/** Props of {@link PasswordField}: an `<input>`'s attributes plus its label, hint and error. */
export interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "className" | "size" | "type"
> {
  label: ReactNode;
  hint?: ReactNode;
  /** The translated error message; linked with `aria-describedby` and sets `aria-invalid`. */
  error?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <path
        d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed ? <path d="M4 20L20 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /> : null}
    </svg>
  );
}

/**
 * A labelled password input with a button beside it (not over it, so a long password is never
 * hidden) that shows or hides what was typed. Works with react-hook-form's `register()` or
 * controlled.
 *
 * @example <PasswordField label={t("signup.password")} autoComplete="new-password" {...register("password")} />
 */
export function PasswordField({ label, hint, error, className, ref, ...inputProps }: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {({ id, labelId: _labelId, ...described }) => (
        <div className="casino-PasswordField">
          <input
            ref={ref}
            id={id}
            className="casino-FieldControl"
            {...described}
            {...inputProps}
            type={visible ? "text" : "password"}
          />
          <IconButton
            variant="secondary"
            label={t(visible ? "account.login.password.hide" : "account.login.password.show")}
            aria-controls={id}
            icon={<EyeIcon crossed={visible} />}
            onClick={() => setVisible((shown) => !shown)}
          />
        </div>
      )}
    </Field>
  );
}
