import type { PasswordStrength } from "@casino/domain";
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
  /**
   * A new password's strength (the domain's `passwordStrength`): when given, a meter and its word
   * show under the field, their room kept while nothing is typed so nothing moves.
   */
  strength?: PasswordStrength;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

const STRENGTH_LEVELS = { empty: 0, weak: 1, fair: 2, strong: 3 } as const satisfies Record<PasswordStrength, number>;
const STRENGTH_TEXTS = {
  weak: "account.password.strength.weak",
  fair: "account.password.strength.fair",
  strong: "account.password.strength.strong",
} as const satisfies Record<Exclude<PasswordStrength, "empty">, string>;

/** The meter under a new password: three bars and the level in words, announced when it changes. */
function StrengthHint({ strength }: { strength: PasswordStrength }) {
  const t = useT();
  const level = STRENGTH_LEVELS[strength];
  return (
    <div className="casino-PasswordField-strength" data-strength={strength}>
      <span className="casino-PasswordField-bars" aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span key={bar} className="casino-PasswordField-bar" data-on={bar <= level || undefined} />
        ))}
      </span>
      <span className="casino-PasswordField-level" aria-live="polite">
        {strength === "empty" ? "" : t("account.password.strength", { LEVEL: t(STRENGTH_TEXTS[strength]) })}
      </span>
    </div>
  );
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
 * hidden) that shows or hides what was typed, and for a new password its strength. Works with
 * react-hook-form's `register()` or controlled.
 *
 * @example <PasswordField label={t("signup.password")} autoComplete="new-password" {...register("password")} />
 */
export function PasswordField({ label, hint, error, strength, className, ref, ...inputProps }: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {({ id, labelId: _labelId, ...described }) => (
        <>
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
          {strength === undefined ? null : <StrengthHint strength={strength} />}
        </>
      )}
    </Field>
  );
}
