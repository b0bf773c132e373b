import { TextField, type TextFieldProps } from "./TextField";

/** Props of {@link EmailField}: a text field's, less what every e-mail field sets the same way. */
export type EmailFieldProps = Omit<TextFieldProps, "type" | "inputMode" | "spellCheck">;

/**
 * A text field for an e-mail address: the e-mail keyboard on phones, no spell check, named
 * `email`, and the browser's e-mail autofill unless `autoComplete` says otherwise (a sign-in
 * form's `username`).
 *
 * @example <EmailField label={t("account.login.email")} autoComplete="username" required value={email} onChange={onChange} />
 */
export function EmailField({ autoComplete = "email", name = "email", ...props }: EmailFieldProps) {
  return (
    <TextField type="email" inputMode="email" spellCheck={false} autoComplete={autoComplete} name={name} {...props} />
  );
}
