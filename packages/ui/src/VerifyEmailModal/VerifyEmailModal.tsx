import { validateEmail } from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "../Button";
import { Modal } from "../Modal";
import type { LinkComponent } from "../navigation";
import { EmailField } from "../TextField";
import "../Button/Button.css";
import "./VerifyEmailModal.css";

/** Where the e-mailed verification link stands. */
export type VerifyEmailStatus = "verifying" | "verified" | "expired";

/** Props of {@link VerifyEmailModal}. */
export interface VerifyEmailModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /**
   * `verifying`: the link's token is being checked. `verified`: the address is confirmed.
   * `expired`: the link expired, was used or is unknown; a new one can be sent.
   */
  status: VerifyEmailStatus;
  /**
   * Whether the player is signed in on this page: a verified player then just continues, and a
   * new link goes to the account's own address without asking for it.
   */
  signedIn: boolean;
  /** Where a signed-out player logs in after verifying (the login modal). */
  loginHref: string;
  /** Asks for a new link: with the typed address for a signed-out player, without for a signed-in one. */
  onResend(email: string | null): void;
  /** While the new link is being asked for. */
  resending?: boolean;
  /** A new link was sent: said in words. */
  resent?: boolean;
  /** Why asking for a new link failed, already translated; announced. */
  resendError?: string | null;
  /** Renders the links; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
}

/**
 * The dialog an e-mailed verification link opens (see docs/features.md, "E-mail verification"):
 * it says the address is being checked, then that it is verified (with the way to log in), or that
 * the link no longer works, with "send a new link" and its outcome in words.
 *
 * @example
 * <VerifyEmailModal open status="expired" signedIn={false} loginHref="/casino?modal=login"
 *   onOpenChange={close} onResend={resend} resent={sent} linkComponent={Link} />
 */
export function VerifyEmailModal({
  open,
  onOpenChange,
  status,
  signedIn,
  loginHref,
  onResend,
  resending = false,
  resent = false,
  resendError = null,
  linkComponent: Link = "a",
}: VerifyEmailModalProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t(status === "expired" ? "modal.verify.email.expired.title" : "account.verify.title")}
    >
      <div className="casino-VerifyEmailModal" data-status={status}>
        {status === "verifying" ? (
          <p className="casino-VerifyEmailModal-text" role="status" aria-busy="true">
            {t("account.verify.checking")}
          </p>
        ) : null}
        {status === "verified" ? (
          <>
            <p className="casino-VerifyEmailModal-text" role="status">
              {t("account.verify.done")}
            </p>
            {signedIn ? (
              <Button block onClick={() => onOpenChange(false)}>
                {t("account.verify.continue")}
              </Button>
            ) : (
              <Link
                href={loginHref}
                className="casino-Button casino-VerifyEmailModal-action"
                data-variant="primary"
                data-size="md"
                data-block
              >
                {t("account.login.title")}
              </Link>
            )}
          </>
        ) : null}
        {status === "expired" ? (
          <ResendForm
            signedIn={signedIn}
            onResend={onResend}
            resending={resending}
            resent={resent}
            resendError={resendError}
          />
        ) : null}
      </div>
    </Modal>
  );
}

function ResendForm({
  signedIn,
  onResend,
  resending,
  resent,
  resendError,
}: Pick<VerifyEmailModalProps, "signedIn" | "onResend" | "resending" | "resent" | "resendError">) {
  const t = useT();
  const [email, setEmail] = useState("");
  const [checked, setChecked] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const emailError = checked && !signedIn ? validateEmail(email.trim()) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signedIn) {
      onResend(null);
      return;
    }
    setChecked(true);
    const trimmed = email.trim();
    if (validateEmail(trimmed) !== null) {
      emailRef.current?.focus();
      return;
    }
    onResend(trimmed);
  }

  return (
    <form
      className="casino-VerifyEmailModal-form"
      noValidate
      onSubmit={submit}
      aria-label={t("modal.verify.email.expired.title")}
    >
      <p className="casino-VerifyEmailModal-text">{t("modal.verify.email.expired.message")}</p>
      {signedIn ? null : (
        <EmailField
          ref={emailRef}
          label={t("account.login.email")}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError === null ? undefined : t(dynamicTextKey(emailError))}
        />
      )}
      <div className="casino-VerifyEmailModal-outcome">
        <p role="status">{resent ? t("account.verify.resent") : ""}</p>
        <p className="casino-VerifyEmailModal-error" role="alert">
          {resendError ?? ""}
        </p>
      </div>
      <Button type="submit" block busy={resending}>
        {t("account.verify.resend")}
      </Button>
    </form>
  );
}
