import { acceptsEmailKey } from "@casino/domain";
import type { KeyboardEvent } from "react";
import { TextField, type TextFieldProps } from "./TextField";

/** Props of {@link EmailField}: a text field's, less what every e-mail field sets the same way. */
export type EmailFieldProps = Omit<TextFieldProps, "type" | "inputMode" | "spellCheck">;

/** The spec's key-press filter: a character other than a letter, a digit or `@ . _ % + -` never reaches the field. */
function filterKey(event: KeyboardEvent<HTMLInputElement>) {
  // Shortcuts (copy, paste, select all) are not typing.
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (!acceptsEmailKey(event.key)) event.preventDefault();
}

/**
 * A text field for an e-mail address: the e-mail keyboard on phones, no spell check, named
 * `email`, and the browser's e-mail autofill unless `autoComplete` says otherwise (a sign-in
 * form's `username`). Key presses are limited to letters, digits and `@ . _ % + -` (the domain's
 * `acceptsEmailKey`); pasted text is left to the format check (an address copied with a space
 * around it still goes in, and the space is trimmed).
 *
 * @example <EmailField label={t("account.login.email")} autoComplete="username" required value={email} onChange={onChange} />
 */
export function EmailField({ autoComplete = "email", name = "email", onKeyDown, ...props }: EmailFieldProps) {
  return (
    <TextField
      type="email"
      inputMode="email"
      spellCheck={false}
      autoComplete={autoComplete}
      name={name}
      onKeyDown={(event) => {
        filterKey(event);
        onKeyDown?.(event);
      }}
      {...props}
    />
  );
}
