import { validateEmail } from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "../Button";
import { EmailField } from "../TextField";
import "./OneClickCredentials.css";

/** Props of {@link OneClickCredentials}. */
export interface OneClickCredentialsProps {
  /** The login and password the back end made up, shown this once. */
  credentials: { login: string; password: string };
  /** Copies a text to the clipboard; answers whether it worked. */
  onCopy(text: string): Promise<boolean>;
  /** Sends the credentials to the typed address. */
  onSend(email: string): void;
  sending?: boolean;
  /** The address the credentials were just sent to: said in words. */
  sentTo?: string | null;
  /** Why sending failed, already translated; announced. */
  sendError?: string | null;
  /** The player has kept them: what holds this closes. */
  onDone(): void;
}

/**
 * What a one-click sign-up shows once (see docs/features.md, "Registration"): the made-up login and
 * password, each with a copy button, a form to send both by e-mail, and the way on. The outcome of
 * each copy and send is said in words.
 *
 * @example <OneClickCredentials credentials={{ login, password }} onCopy={copy} onSend={send} onDone={close} />
 */
export function OneClickCredentials({
  credentials,
  onCopy,
  onSend,
  sending = false,
  sentTo = null,
  sendError = null,
  onDone,
}: OneClickCredentialsProps) {
  const t = useT();
  const [copied, setCopied] = useState<"login" | "password" | "failed" | null>(null);
  const [email, setEmail] = useState("");
  const [checked, setChecked] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const emailError = checked ? validateEmail(email.trim()) : null;

  async function copy(which: "login" | "password") {
    setCopied((await onCopy(credentials[which])) ? which : "failed");
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const trimmed = email.trim();
    if (validateEmail(trimmed) !== null) {
      emailRef.current?.focus();
      return;
    }
    onSend(trimmed);
  }

  const copiedText =
    copied === null
      ? ""
      : copied === "failed"
        ? t("signup.credentials.copy.failed")
        : t(copied === "login" ? "signup.credentials.login.copied" : "signup.credentials.password.copied");

  return (
    <div className="casino-OneClickCredentials">
      <p className="casino-OneClickCredentials-lead">{t("signup.credentials.lead")}</p>
      <dl className="casino-OneClickCredentials-list">
        {(["login", "password"] as const).map((which) => (
          <div key={which} className="casino-OneClickCredentials-row">
            <dt>{t(which === "login" ? "signup.credentials.login" : "signup.credentials.password")}</dt>
            <dd className="casino-OneClickCredentials-value">
              <code>{credentials[which]}</code>
              <Button variant="secondary" size="sm" onClick={() => void copy(which)}>
                {t(which === "login" ? "signup.credentials.login.copy" : "signup.credentials.password.copy")}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      <p className="casino-OneClickCredentials-outcome" role="status">
        {copiedText}
      </p>
      <form
        className="casino-OneClickCredentials-form"
        noValidate
        onSubmit={send}
        aria-label={t("signup.credentials.send")}
      >
        <EmailField
          ref={emailRef}
          label={t("signup.credentials.email")}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError === null ? undefined : t(dynamicTextKey(emailError))}
        />
        <div className="casino-OneClickCredentials-outcome">
          <p role="status">{sentTo === null ? "" : t("signup.credentials.sent", { EMAIL: sentTo })}</p>
          <p className="casino-OneClickCredentials-error" role="alert">
            {sendError ?? ""}
          </p>
        </div>
        <Button type="submit" variant="secondary" block busy={sending}>
          {t("signup.credentials.send")}
        </Button>
      </form>
      <Button block onClick={onDone}>
        {t("signup.done.play")}
      </Button>
    </div>
  );
}
