import { passwordResetSchema, passwordStrength, validateEmail, type PasswordRules } from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useRef, useState, type FormEvent } from "react";
import { useForm, useWatch, type FieldError } from "react-hook-form";
import { Button } from "../Button";
import { Modal } from "../Modal";
import type { LinkComponent } from "../navigation";
import { PasswordField } from "../PasswordField";
import { EmailField } from "../TextField";
import "./ResetPasswordModal.css";

/** The new password and its confirmation, handed to `onReset`. */
export interface NewPassword {
  password: string;
  confirmPassword: string;
}

/** Props of {@link ResetPasswordModal}. */
export interface ResetPasswordModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /**
   * `request`: the player asks for a link by e-mail ("Forgot your password?"). `reset`: the
   * e-mailed link was followed and the player chooses the new password.
   */
  step: "request" | "reset";
  /** Called with a valid-looking e-mail; the app asks for the link and answers through `sentTo`. */
  onRequest(email: string): void;
  /** Called with a new password under the rules and a matching confirmation. */
  onReset(values: NewPassword): void;
  /** While the call runs: the button shows it is busy and cannot be pressed again. */
  submitting?: boolean;
  /** Why the last call failed, already translated (an expired or used link, for instance); announced. */
  error?: string | null;
  /** The address a link was just sent to: the request step then says so. */
  sentTo?: string | null;
  /** The brand's `formFieldsValidation.password`. */
  passwordRules?: PasswordRules | null;
  /** Where "Back to log in" leads (the login modal). */
  loginHref: string;
  /** Renders the links; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
}

/**
 * The forgotten-password dialog (see docs/features.md, "Passwords"). Asked from the login modal,
 * it takes the account's e-mail and says a link is on its way (the same words whether or not the
 * address has an account). Opened from the e-mailed link, it takes the new password under the
 * brand's rules and its confirmation ("Passwords must match"); a link that expired or was used is
 * refused in words, with the request form under it to ask for another.
 *
 * @example
 * <ResetPasswordModal open step="request" onOpenChange={close} onRequest={send} onReset={reset}
 *   sentTo={sent} loginHref="?modal=login" linkComponent={Link} />
 */
export function ResetPasswordModal({
  open,
  onOpenChange,
  step,
  onRequest,
  onReset,
  submitting = false,
  error = null,
  sentTo = null,
  passwordRules,
  loginHref,
  linkComponent: Link = "a",
}: ResetPasswordModalProps) {
  const t = useT();
  const hasError = error !== null && error !== "";
  const showRequest = step === "request" || hasError;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t(step === "reset" ? "account.reset.new.title" : "account.reset.title")}
    >
      <div className="casino-ResetPasswordModal">
        {hasError ? (
          <p className="casino-ResetPasswordModal-error" role="alert">
            {error}
          </p>
        ) : null}
        {step === "reset" && !hasError ? (
          <NewPasswordForm onReset={onReset} submitting={submitting} passwordRules={passwordRules} />
        ) : null}
        {showRequest ? <RequestForm onRequest={onRequest} submitting={submitting} sentTo={sentTo} /> : null}
        <Link href={loginHref} className="casino-ResetPasswordModal-link">
          {t("account.reset.back")}
        </Link>
      </div>
    </Modal>
  );
}

function RequestForm({
  onRequest,
  submitting,
  sentTo,
}: Pick<ResetPasswordModalProps, "onRequest" | "submitting" | "sentTo">) {
  const t = useT();
  const [email, setEmail] = useState("");
  const [checked, setChecked] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const emailError = checked ? validateEmail(email.trim()) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const trimmed = email.trim();
    if (validateEmail(trimmed) !== null) {
      emailRef.current?.focus();
      return;
    }
    onRequest(trimmed);
  }

  return (
    <form className="casino-ResetPasswordModal-form" noValidate onSubmit={submit} aria-label={t("account.reset.title")}>
      <p className="casino-ResetPasswordModal-text">{t("account.reset.request.message")}</p>
      <EmailField
        ref={emailRef}
        label={t("account.login.email")}
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError === null ? undefined : t(dynamicTextKey(emailError))}
      />
      <p className="casino-ResetPasswordModal-status" role="status">
        {sentTo === null || sentTo === undefined ? "" : t("account.reset.request.sent", { EMAIL: sentTo })}
      </p>
      <Button type="submit" block busy={submitting}>
        {t("account.reset.request.submit")}
      </Button>
    </form>
  );
}

function NewPasswordForm({
  onReset,
  submitting,
  passwordRules,
}: Pick<ResetPasswordModalProps, "onReset" | "submitting" | "passwordRules">) {
  const t = useT();
  const { register, handleSubmit, formState, control } = useForm<NewPassword>({
    defaultValues: { password: "", confirmPassword: "" },
    resolver: valibotResolver(passwordResetSchema(passwordRules ?? {})),
    // Every issue at once: the resolver otherwise stops the schema's pipe at the first failed step,
    // so "Passwords must match" (checked on the whole form) would wait until the new password passed.
    criteriaMode: "all",
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const password = useWatch({ control, name: "password" });
  const errorText = (fieldError: FieldError | undefined) =>
    fieldError?.message === undefined ? undefined : t(dynamicTextKey(fieldError.message));
  return (
    <form
      className="casino-ResetPasswordModal-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onReset)(event)}
      aria-label={t("account.reset.new.title")}
    >
      <PasswordField
        label={t("account.reset.new.password")}
        autoComplete="new-password"
        required
        hint={t("signup.password.hint")}
        error={errorText(formState.errors.password)}
        strength={passwordStrength(password, passwordRules ?? {})}
        {...register("password")}
      />
      <PasswordField
        label={t("account.reset.confirm.password")}
        autoComplete="new-password"
        required
        error={errorText(formState.errors.confirmPassword)}
        {...register("confirmPassword")}
      />
      <Button type="submit" block busy={submitting}>
        {t("account.reset.new.submit")}
      </Button>
    </form>
  );
}
