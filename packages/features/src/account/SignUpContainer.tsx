"use client";

import {
  useCountries,
  useCurrencies,
  useLocation,
  useLogin,
  useRegistrationFields,
  useSendCredentials,
  useSettings,
  useSignUp,
  useStartLinkedSignIn,
} from "@casino/api-client/react";
import {
  internationalPhoneNumber,
  signUpModes,
  signUpNextSteps,
  type SignUpFormValues,
  type SignUpMode,
  type SignUpNextStep,
} from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { LinkedSignInOptions } from "@casino/ui/LinkedSignUpForm";
import { ErrorState } from "@casino/ui/ErrorState";
import { OneClickCredentials } from "@casino/ui/OneClickCredentials";
import { RegistrationClosed } from "@casino/ui/RegistrationClosed";
import { SignUpForm } from "@casino/ui/SignUpForm";
import { SignUpModeTabs } from "@casino/ui/SignUpModeTabs";
import { SignUpNextSteps } from "@casino/ui/SignUpNextSteps";
import { Skeleton } from "@casino/ui/Skeleton";
import { useState, type ReactNode } from "react";
import { userDeviceType } from "../browser/device.js";
import { copyText } from "../browser/copy-text.js";
import { countryOptions } from "./country-options.js";
import { useHref } from "../links/use-href.js";
import { urlWithModal, urlWithoutModal } from "../links/query-string.js";
import { postSessionMessage } from "../session/session-channel.js";
import { useSession } from "../session/SessionProvider.js";
import { registrationState } from "../registration/registration-state.js";
import { readVisitorMarks } from "../restriction/location-verification.js";
import { browserLoginExtras, loginRequest } from "./login-request.js";
import { signUpErrorText } from "./sign-up-error.js";
import { browserSignUpExtras, signUpRequest } from "./sign-up-request.js";
import { Link, useNavigation, usePathname, useSearchParams } from "../router/router-adapter.js";

/** Props of {@link SignUpContainer}. */
export interface SignUpContainerProps {
  /** Draws what holds the sign-up (the modal or the `/register` page) with the current step's title. */
  frame(title: string, body: ReactNode): ReactNode;
  /** The player is done: the modal closes, the page goes to the lobby. */
  onDone(): void;
}

/**
 * Sign-up by e-mail, for `?modal=signup` and the `/register` page alike (see docs/features.md,
 * "Registration"): the form with the fields, countries and currencies the back end lists, or the
 * reason registration is closed (`registrationState`: a restricted country, the brand's or the
 * mirror domain's hours for the visitor's country and device). On
 * success the player is signed in through the site's own route as a login is (`afterReg`; the
 * token stays in the HttpOnly cookie), the page becomes theirs, and the next steps show.
 */
export default function SignUpContainer({ frame, onDone }: SignUpContainerProps) {
  const t = useT();
  const locale = useLocale();
  const href = useHref();
  const router = useNavigation();
  const pathname = usePathname();
  const { setAuthenticated } = useSession();
  const settings = useSettings();
  const fields = useRegistrationFields();
  const countries = useCountries();
  const currencies = useCurrencies();
  const location = useLocation();
  const { mutateAsync: signUp } = useSignUp();
  const { mutateAsync: login } = useLogin();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sendCredentials = useSendCredentials();
  const linkedSignIn = useStartLinkedSignIn();
  const [mode, setMode] = useState<SignUpMode>("email");
  const [created, setCreated] = useState<{
    email: string;
    steps: SignUpNextStep[];
    credentials: { login: string; password: string } | null;
  } | null>(null);
  const [herePath = pathname, hereQuery = ""] = urlWithoutModal(pathname, useSearchParams().toString()).split("?");

  async function submit(values: SignUpFormValues, signUpMode: SignUpMode, mirrorDomainFk: string | number | undefined) {
    setError(null);
    setSubmitting(true);
    try {
      const answer = await signUp(signUpRequest(values, { ...browserSignUpExtras(locale), mirrorDomainFk }));
      // One click: the back end made the login and password up, and answers them this once.
      const credentials = answer.credentials ?? null;
      // A phone account signs in with its number in international form.
      const email =
        credentials?.login ??
        (signUpMode === "phone" ? internationalPhoneNumber(values.phoneCode, values.phone) : values.email.trim());
      try {
        await login({
          ...loginRequest({ email, password: credentials?.password ?? values.password }, browserLoginExtras(undefined)),
          afterReg: true,
        });
      } catch {
        // The account exists; only the sign-in after it failed: the player signs in themselves.
        router.replace(urlWithModal(herePath, hereQuery, "login"), { scroll: false });
        return;
      }
      setAuthenticated(true);
      postSessionMessage({ type: "signed-in" });
      router.refresh();
      setCreated({ email, steps: signUpNextSteps(answer.createUser, signUpMode), credentials });
    } catch (failure) {
      setError(signUpErrorText(failure, t));
    } finally {
      setSubmitting(false);
    }
  }

  // The third party sends the visitor back to the edit-profile page, where the linked sign-up opens.
  function startLinkedSignIn(provider: string) {
    linkedSignIn.mutate(
      { provider, returnUrl: new URL(href("edit-profile"), window.location.origin).toString() },
      { onSuccess: (answer) => window.location.assign(answer.redirectUrl) },
    );
  }

  if (created?.credentials) {
    const credentials = created.credentials;
    return frame(
      t("signup.done.title"),
      <OneClickCredentials
        credentials={credentials}
        onCopy={copyText}
        onSend={(email) => sendCredentials.mutate({ email, ...credentials })}
        sending={sendCredentials.isPending}
        sentTo={sendCredentials.isSuccess ? sendCredentials.variables.email : null}
        sendError={sendCredentials.error === null ? null : signUpErrorText(sendCredentials.error, t)}
        onDone={onDone}
      />,
    );
  }
  if (created !== null) {
    return frame(
      t("signup.done.title"),
      <SignUpNextSteps
        steps={created.steps}
        email={created.email}
        completeProfileHref={href("edit-profile")}
        onDone={onDone}
        linkComponent={Link}
      />,
    );
  }
  if (fields.isError || settings.isError || currencies.isError || countries.isError) {
    const retry = () => {
      void fields.refetch();
      void settings.refetch();
      void currencies.refetch();
      void countries.refetch();
    };
    return frame(t("signup.title"), <ErrorState headingLevel={2} onRetry={retry} />);
  }
  // The form starts on the visitor's country and its calling code: it waits for the countries and
  // the location (a location that failed leaves both for the player to pick).
  if (
    fields.data === undefined ||
    settings.data === undefined ||
    currencies.data === undefined ||
    countries.data === undefined ||
    location.isPending
  ) {
    return frame(t("signup.title"), <Skeleton shape="block" height={420} />);
  }
  const countryCode = location.data?.country.code ?? "";
  const registration = registrationState({
    settings: settings.data,
    location: location.data,
    pageUrl: window.location.href,
    now: new Date(),
    deviceType: userDeviceType(),
    verified: readVisitorMarks(window.location.search).verified,
  });
  if (registration.closed !== null) {
    return frame(
      t("signup.title"),
      <RegistrationClosed
        reason={registration.closed}
        country={registration.country}
        loginHref={urlWithModal(herePath, hereQuery, "login")}
        linkComponent={Link}
      />,
    );
  }
  const modes = signUpModes(settings.data.registrationModes);
  const current = modes.includes(mode) ? mode : (modes[0] ?? "email");

  return frame(
    t("signup.title"),
    <SignUpModeTabs modes={modes} current={current} onChange={setMode}>
      <SignUpForm
        key={current}
        mode={current}
        fields={fields.data}
        countries={countryOptions(countries.data.countries.rows)}
        currencies={currencies.data}
        defaultCountryCode={countryCode}
        passwordRules={settings.data.formFieldsValidation?.password}
        onSubmit={(values) => void submit(values, current, registration.mirrorDomainFk)}
        submitting={submitting}
        error={error}
        termsHref={href("/terms-and-conditions")}
        privacyHref={href("/privacy-policy")}
        loginHref={urlWithModal(herePath, hereQuery, "login")}
        linkComponent={Link}
      />
      <LinkedSignInOptions
        providers={settings.data.linkedAccountProviders ?? []}
        onChoose={startLinkedSignIn}
        // Still pending after success: the page is on its way to the third party.
        pendingId={linkedSignIn.isPending || linkedSignIn.isSuccess ? linkedSignIn.variables.provider : null}
        error={linkedSignIn.error === null ? null : signUpErrorText(linkedSignIn.error, t)}
      />
    </SignUpModeTabs>,
  );
}
