import { loginIdentifier, validateLoginIdentifier } from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "../Button";
import { Modal } from "../Modal";
import type { LinkComponent } from "../navigation";
import { PasswordField } from "../PasswordField";
import { EmailField, TextField } from "../TextField";
import "./LoginModal.css";

/** What the player typed, handed to `onSubmit`. */
export interface LoginCredentials {
  /** The e-mail or username as typed (trimmed), or a phone number as `+` and its digits. */
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
  /**
   * The brand signs players up by phone number: the field takes an e-mail or a number in
   * international form (`+` and the country code), and says so.
   */
  phoneLogin?: boolean;
  /**
   * The brand signs players up by username: the field takes an e-mail or the username (and a
   * phone number too with `phoneLogin`), and is labelled so.
   */
  usernameLogin?: boolean;
  /** Where "Create an account" leads (the sign-up modal). */
  signUpHref: string;
  /** Where "Forgot your password?" leads. */
  forgotPasswordHref: string;
  /** Renders the links; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
}

/** The login field's label: what the brand's players may sign in with besides an e-mail. */
function loginFieldLabel(phone: boolean, username: boolean) {
  if (phone && username) return "account.login.email.phone.or.username";
  return username ? "account.login.email.or.username" : "account.login.email.or.phone";
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
  phoneLogin = false,
  usernameLogin = false,
  signUpHref,
  forgotPasswordHref,
  linkComponent: Link = "a",
}: LoginModalProps) {
  const t = useT();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState("");
  const [checked, setChecked] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const kinds = { phone: phoneLogin, username: usernameLogin };
  const emailError = checked ? validateLoginIdentifier(email, kinds) : null;
  const passwordError = checked && password === "" ? "form.validation.invalid.required" : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (validateLoginIdentifier(email, kinds) !== null) {
      emailRef.current?.focus();
      return;
    }
    if (password === "") {
      passwordRef.current?.focus();
      return;
    }
    onSubmit({ email: loginIdentifier(email), password });
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} size="sm" title={t("account.login.title")}>
      <form className="casino-LoginModal" noValidate onSubmit={submit}>
        {notice === null || notice === "" ? null : (
          <p className="casino-LoginModal-notice" role="status">
            {notice}
          </p>
        )}
        {phoneLogin || usernameLogin ? (
          <TextField
            ref={emailRef}
            label={t(loginFieldLabel(phoneLogin, usernameLogin))}
            hint={phoneLogin ? t("account.login.phone.hint") : undefined}
            name="username"
            autoComplete="username"
            spellCheck={false}
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError === null ? undefined : t(dynamicTextKey(emailError))}
          />
        ) : (
          <EmailField
            ref={emailRef}
            label={t("account.login.email")}
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError === null ? undefined : t(dynamicTextKey(emailError))}
          />
        )}
        <PasswordField
          ref={passwordRef}
          label={t("account.login.password")}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError === null ? undefined : t(passwordError)}
        />
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
