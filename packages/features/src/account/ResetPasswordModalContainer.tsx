"use client";

import { useResetPassword, useSettings } from "@casino/api-client/react";
import { EMAIL_VERIFIED_REDIRECT_URL } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { ResetPasswordModal, type NewPassword } from "@casino/ui/ResetPasswordModal";
import { useEffect, useState } from "react";
import { useHref } from "../links/use-href.js";
import { urlWithModal, urlWithoutModal } from "../links/query-string.js";
import { loginErrorText } from "./login-error.js";
import { Link, useNavigation, usePathname, useSearchParams } from "../router/router-adapter.js";

/** Props of {@link ResetPasswordModalContainer}. */
export interface ResetPasswordModalContainerProps {
  /** The e-mailed link's one-use token, or none when the player asked from the login modal. */
  token: string | null;
  /** Called once the token has been read, so the address stops carrying it. */
  onTokenRead: () => void;
  onClose: () => void;
}

/**
 * `?modal=reset-password` (see docs/features.md, "Passwords"): without a token, "Forgot your
 * password?" asks for a link by e-mail; with the e-mailed link's token, the player chooses the new
 * password, and is then taken to the login modal (`EMAIL_VERIFIED_REDIRECT_URL`). The token is
 * kept in memory and taken out of the address at once, so no referrer, history entry or page view
 * carries it.
 */
export default function ResetPasswordModalContainer({ token, onTokenRead, onClose }: ResetPasswordModalContainerProps) {
  const t = useT();
  const router = useNavigation();
  const href = useHref();
  const pathname = usePathname();
  const [herePath = pathname, hereQuery = ""] = urlWithoutModal(pathname, useSearchParams().toString()).split("?");
  const [linkToken] = useState(token);
  const { mutateAsync: resetPassword, isPending } = useResetPassword();
  const passwordRules = useSettings().data?.formFieldsValidation?.password;
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (token !== null) onTokenRead();
  }, [token, onTokenRead]);

  async function request(email: string) {
    setError(null);
    setSentTo(null);
    try {
      await resetPassword({ email });
      setSentTo(email);
    } catch (failure) {
      setError(loginErrorText(failure, t));
    }
  }

  async function reset(values: NewPassword) {
    if (linkToken === null) return;
    setError(null);
    try {
      await resetPassword({ token: linkToken, ...values });
    } catch (failure) {
      setError(loginErrorText(failure, t));
      return;
    }
    router.push(href(EMAIL_VERIFIED_REDIRECT_URL));
  }

  return (
    <ResetPasswordModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      step={linkToken === null ? "request" : "reset"}
      onRequest={(email) => void request(email)}
      onReset={(values) => void reset(values)}
      submitting={isPending}
      error={error}
      sentTo={sentTo}
      passwordRules={passwordRules}
      loginHref={urlWithModal(herePath, hereQuery, "login")}
      linkComponent={Link}
    />
  );
}
