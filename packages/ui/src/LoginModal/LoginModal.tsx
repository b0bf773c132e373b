import { validateEmail } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "../Button";
import { IconButton } from "../IconButton";
import { Modal } from "../Modal";
import type { LinkComponent } from "../navigation";
import { Field, TextField } from "../TextField";
import "../TextField/FieldControl.css";
import "./LoginModal.css";

/** What the player typed, handed to `onSubmit`. */
export interface LoginCredentials {
  email: string;
  password: string;
}

/** Props of {@link LoginModal}. */
export interface LoginModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Called with valid-looking credentials; the app signs in and answers through `submitting` and `error`. */
  onSubmit(credentials: LoginCredentials): void;
  /** While the login call runs: the button shows it is busy and cannot be pressed again. */
  submitting?: boolean;
  /** Why the last login failed, already translated; announced, and every typed value stays. */
  error?: string | null;
  /** A line above the form, already translated (the session that ended, for instance). */
  notice?: string | null;
  /** The e-mail to start with. */
  defaultEmail?: string;
  /** Where "Create an account" leads (the sign-up modal). */
  signUpHref: string;
  /** Where "Forgot your password?" leads. */
  forgotPasswordHref: string;
  /** Renders the links; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
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
 * The sign-in dialog (see docs/features.md, "Session and sign-in"): e-mail and password with the
 * browser's autofill names, the password shown or hidden on request, checked before sending (an
 * e-mail's format, a password at all), the server's refusal announced with everything typed kept,
 * and links to sign up and to reset the password.
 *
 * @example
 * <LoginModal open onOpenChange={close} onSubmit={signIn} submitting={pending} error={message}
 *   signUpHref="?modal=signup" forgotPasswordHref="?modal=reset-password" linkComponent={Link} />
 */
export function LoginModal({
  open,
  onOpenChange,
  onSubmit,
  submitting = false,
  error = null,
  notice = null,
  defaultEmail = "",
  signUpHref,
  forgotPasswordHref,
  linkComponent: Link = "a",
}: LoginModalProps) {
  const t = useT();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState("");
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [checked, setChecked] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const emailError = checked ? validateEmail(email.trim()) : null;
  const passwordError = checked && password === "" ? "form.validation.invalid.required" : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const trimmed = email.trim();
    if (validateEmail(trimmed) !== null) {
      emailRef.current?.focus();
      return;
    }
    if (password === "") {
      passwordRef.current?.focus();
      return;
    }
    onSubmit({ email: trimmed, password });
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} size="sm" title={t("account.login.title")}>
      <form className="casino-LoginModal" noValidate onSubmit={submit}>
        {notice === null || notice === "" ? null : (
          <p className="casino-LoginModal-notice" role="status">
            {notice}
          </p>
        )}
        <TextField
          ref={emailRef}
          label={t("account.login.email")}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError === null ? undefined : t(emailError)}
        />
        <Field label={t("account.login.password")} error={passwordError === null ? undefined : t(passwordError)}>
          {({ id, labelId: _labelId, ...described }) => (
            <div className="casino-LoginModal-password">
              <input
                ref={passwordRef}
                id={id}
                {...described}
                className="casino-FieldControl"
                type={passwordVisible ? "text" : "password"}
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <IconButton
                variant="secondary"
                label={t(passwordVisible ? "account.login.password.hide" : "account.login.password.show")}
                aria-controls={id}
                icon={<EyeIcon crossed={passwordVisible} />}
                onClick={() => setPasswordVisible((visible) => !visible)}
              />
            </div>
          )}
        </Field>
        <Link href={forgotPasswordHref} className="casino-LoginModal-link">
          {t("account.login.forgot.password")}
        </Link>
        {error === null || error === "" ? null : (
          <p className="casino-LoginModal-error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" block busy={submitting}>
          {t("button.log.in")}
        </Button>
        <p className="casino-LoginModal-signUp">
          {t("account.login.no.account")}{" "}
          <Link href={signUpHref} className="casino-LoginModal-link">
            {t("account.login.sign.up")}
          </Link>
        </p>
      </form>
    </Modal>
  );
}
