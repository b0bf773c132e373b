"use client";

import { useLogin, useRegistrationFields, useSettings } from "@casino/api-client/react";
import { isRegistrationFieldShown, signUpModes } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { LoginModal, type LoginCredentials } from "@casino/ui/LoginModal";
import { useEffect, useState } from "react";
import { urlWithModal, urlWithoutModal } from "../links/query-string.js";
import { sessionExpiredOnLoad, settleSessionExpiry } from "../session/browser-session.js";
import { postSessionMessage } from "../session/session-channel.js";
import { useSession } from "../session/SessionProvider.js";
import { loginErrorText } from "./login-error.js";
import { browserLoginExtras, loginRequest } from "./login-request.js";
import { loadRecaptcha, recaptchaToken } from "./recaptcha.js";
import { Link, useNavigation, usePathname, useSearchParams } from "../router/router-adapter.js";

/** Props of {@link LoginModalContainer}. */
export interface LoginModalContainerProps {
  onClose: () => void;
  /** This page's CSP nonce, for the reCAPTCHA script. */
  nonce: string;
  /**
   * Keeps the token when the back end hands it to the page: an app without a server of its own (a
   * Vite SPA) holds it for its API client. A site whose server keeps the token in an HttpOnly cookie
   * (casino-web, the starter) gets none and leaves this out.
   */
  onAccessToken?: (accessToken: string) => void;
}

/**
 * `?modal=login` and the header's Sign in (see docs/features.md, "Session and sign-in"): signs in
 * through the site's own server, which keeps the token in its HttpOnly cookie; on success the
 * modal closes and the page becomes the player's without a full reload (the tab's session, the
 * player's details fetched, the server's render refreshed, the other tabs told). The reCAPTCHA
 * script loads only for a brand with a site key.
 */
export default function LoginModalContainer({ onClose, nonce, onAccessToken }: LoginModalContainerProps) {
  const t = useT();
  const router = useNavigation();
  const pathname = usePathname();
  const { setAuthenticated } = useSession();
  const { mutateAsync: login, isPending } = useLogin();
  const settings = useSettings().data;
  const siteKey = settings?.reCaptchaSiteKey ?? null;
  // Where players sign up by phone, their number is their login.
  const phoneLogin = signUpModes(settings?.registrationModes).includes("phone");
  // Where players sign up by username (the registration field `username`), it is their login too.
  const usernameLogin = isRegistrationFieldShown(useRegistrationFields().data, "username");
  const [expired] = useState(sessionExpiredOnLoad);
  const [error, setError] = useState<string | null>(null);
  const [herePath = pathname, hereQuery = ""] = urlWithoutModal(pathname, useSearchParams().toString()).split("?");

  useEffect(() => {
    if (expired) settleSessionExpiry();
  }, [expired]);

  useEffect(() => {
    // Fetched while the player types, so the token is ready when they press Log in.
    if (siteKey) loadRecaptcha(siteKey, nonce).catch(() => undefined);
  }, [siteKey, nonce]);

  async function signIn(credentials: LoginCredentials) {
    setError(null);
    try {
      const token = await recaptchaToken(siteKey, nonce, "login");
      const answer = await login(loginRequest(credentials, browserLoginExtras(token)));
      if (onAccessToken !== undefined && typeof answer.accessToken === "string") onAccessToken(answer.accessToken);
    } catch (failure) {
      setError(loginErrorText(failure, t));
      return;
    }
    setAuthenticated(true);
    postSessionMessage({ type: "signed-in" });
    onClose();
    router.refresh();
  }

  return (
    <LoginModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onSubmit={(credentials) => void signIn(credentials)}
      submitting={isPending}
      error={error}
      notice={expired ? t("modal.session.ended.message") : null}
      phoneLogin={phoneLogin}
      usernameLogin={usernameLogin}
      signUpHref={urlWithModal(herePath, hereQuery, "signup")}
      forgotPasswordHref={urlWithModal(herePath, hereQuery, "reset-password")}
      linkComponent={Link}
    />
  );
}
