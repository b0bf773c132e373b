"use client";

import { useResendVerificationEmail, useVerifyEmail } from "@casino/api-client/react";
import { EMAIL_VERIFIED_REDIRECT_URL, VERIFY_EMAIL_EXPIRED_REDIRECT_URL } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { VerifyEmailModal } from "@casino/ui/VerifyEmailModal";
import { useEffect, useRef, useState } from "react";
import { useHref } from "../links/use-href.js";
import { useSession } from "../session/SessionProvider.js";
import { loginErrorText } from "./login-error.js";
import { Link, useNavigation } from "../router/router-adapter.js";

/** Props of {@link VerifyEmailModalContainer}. */
export interface VerifyEmailModalContainerProps {
  /** `verify-email`: the e-mailed link was followed; `verify-email-expired`: it no longer works. */
  modal: "verify-email" | "verify-email-expired";
  /** The e-mailed link's one-use token (`verify-email` only). */
  token: string | null;
  /** Called once the token has been read, so the address stops carrying it. */
  onTokenRead: () => void;
  onClose: () => void;
}

/**
 * `?modal=verify-email&token=…` and `?modal=verify-email-expired` (see docs/features.md, "E-mail
 * verification"): the e-mailed link's token is checked once and taken out of the address at once;
 * a verified address says so and leads to the login modal (`EMAIL_VERIFIED_REDIRECT_URL`) or, for
 * a signed-in player, back to the page; a link that no longer works goes to
 * `VERIFY_EMAIL_EXPIRED_REDIRECT_URL`, where a new link can be asked for.
 */
export default function VerifyEmailModalContainer({
  modal,
  token,
  onTokenRead,
  onClose,
}: VerifyEmailModalContainerProps) {
  const t = useT();
  const href = useHref();
  const router = useNavigation();
  const { authenticated } = useSession();
  const [linkToken] = useState(token);
  const [verified, setVerified] = useState(false);
  const { mutateAsync: verifyEmail } = useVerifyEmail();
  const resend = useResendVerificationEmail();
  // The check runs once per token, also when React runs effects twice in development.
  const checked = useRef<string | null>(null);

  useEffect(() => {
    if (token !== null) onTokenRead();
  }, [token, onTokenRead]);

  useEffect(() => {
    if (modal !== "verify-email" || checked.current === linkToken) return;
    checked.current = linkToken;
    if (linkToken === null) {
      router.replace(href(VERIFY_EMAIL_EXPIRED_REDIRECT_URL), { scroll: false });
      return;
    }
    verifyEmail({ token: linkToken }).then(
      () => setVerified(true),
      // Expired, used or unknown: the way out is the same, a new link.
      () => router.replace(href(VERIFY_EMAIL_EXPIRED_REDIRECT_URL), { scroll: false }),
    );
  }, [modal, linkToken, verifyEmail, router, href]);

  return (
    <VerifyEmailModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      status={modal === "verify-email-expired" ? "expired" : verified ? "verified" : "verifying"}
      signedIn={authenticated}
      loginHref={href(EMAIL_VERIFIED_REDIRECT_URL)}
      onResend={(email) => resend.mutate(email === null ? {} : { email })}
      resending={resend.isPending}
      resent={resend.isSuccess}
      resendError={resend.error === null ? null : loginErrorText(resend.error, t)}
      linkComponent={Link}
    />
  );
}
