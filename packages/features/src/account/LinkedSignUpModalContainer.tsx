"use client";

import { isApiError } from "@casino/api-client";
import {
  queryKeys,
  useCountries,
  useLinkedAccount,
  useLocation,
  useRegistrationFields,
  useSettings,
  useSignUp,
} from "@casino/api-client/react";
import type { LinkedSignUpFormValues } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { Button } from "@casino/ui/Button";
import { EmptyState } from "@casino/ui/EmptyState";
import { ErrorState } from "@casino/ui/ErrorState";
import { LinkedSignUpForm } from "@casino/ui/LinkedSignUpForm";
import { Modal } from "@casino/ui/Modal";
import { Skeleton } from "@casino/ui/Skeleton";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { countryOptions } from "./country-options.js";
import { useHref } from "../links/use-href.js";
import { urlWithModal } from "../links/query-string.js";
import { postSessionMessage } from "../session/session-channel.js";
import { useSession } from "../session/SessionProvider.js";
import { signUpErrorText } from "./sign-up-error.js";
import { browserSignUpExtras, linkedSignUpRequest } from "./sign-up-request.js";
import { useNavigation } from "../router/router-adapter.js";

/**
 * `?modal=linked-signup&linked={uuid}` (see docs/features.md, "Linked sign-up"): back from the
 * third party, the visitor completes the account with what it vouched for filled in. Closing it,
 * or signing up, forgets the linked data and leaves the player on the edit-profile page (theirs,
 * once signed up). A link that is unknown, used or expired says so and offers the sign-up again.
 */
export default function LinkedSignUpModalContainer({ uuid }: { uuid: string | null }) {
  const t = useT();
  const locale = useLocale();
  const href = useHref();
  const router = useNavigation();
  const queryClient = useQueryClient();
  const { setAuthenticated } = useSession();
  const linked = useLinkedAccount(uuid ?? "", { enabled: uuid !== null });
  const settings = useSettings();
  const fields = useRegistrationFields();
  const countries = useCountries();
  const location = useLocation();
  const { mutateAsync: signUp } = useSignUp();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const editProfile = href("edit-profile");

  const leave = () => {
    if (uuid !== null) queryClient.removeQueries({ queryKey: queryKeys.linkedAccount(uuid) });
    router.replace(editProfile, { scroll: false });
  };

  async function submit(values: LinkedSignUpFormValues) {
    if (uuid === null) return;
    setError(null);
    setSubmitting(true);
    try {
      // The answer's token goes into the site's cookie on its way (the sign-up is a sign-in route).
      await signUp(linkedSignUpRequest(values, uuid, browserSignUpExtras(locale)));
      setAuthenticated(true);
      postSessionMessage({ type: "signed-in" });
      leave();
      router.refresh();
    } catch (failure) {
      setError(signUpErrorText(failure, t));
    } finally {
      setSubmitting(false);
    }
  }

  const frame = (body: ReactNode) => (
    <Modal
      open
      size="md"
      title={t("signup.linked.title")}
      onOpenChange={(open) => {
        if (!open) leave();
      }}
    >
      {body}
    </Modal>
  );

  const gone = uuid === null || (isApiError(linked.error) && linked.error.status === 404);
  if (gone) {
    return frame(
      <EmptyState
        title={t("error.account.linked.account.not.found")}
        action={
          <Button
            type="button"
            onClick={() => router.replace(urlWithModal(editProfile, "", "signup"), { scroll: false })}
          >
            {t("signup.linked.restart")}
          </Button>
        }
      />,
    );
  }
  if (linked.isError || fields.isError || settings.isError || countries.isError) {
    return frame(
      <ErrorState
        headingLevel={2}
        onRetry={() => {
          void linked.refetch();
          void fields.refetch();
          void settings.refetch();
          void countries.refetch();
        }}
      />,
    );
  }
  // The form starts the phone on the visitor's calling code: it waits for the countries and the
  // location (a location that failed leaves the code for the player to pick).
  if (
    linked.data === undefined ||
    fields.data === undefined ||
    settings.data === undefined ||
    countries.data === undefined ||
    location.isPending
  ) {
    return frame(<Skeleton shape="block" height={560} />);
  }
  const provider = settings.data.linkedAccountProviders?.find((entry) => entry.id === linked.data.provider);
  return frame(
    <LinkedSignUpForm
      linked={{
        providerName: linked.data.providerName ?? provider?.name ?? linked.data.provider,
        email: linked.data.email,
        firstName: linked.data.firstName,
        lastName: linked.data.lastName,
      }}
      phoneEnabled={(fields.data.phone ?? 0) !== 0}
      countries={countryOptions(countries.data.countries.rows)}
      defaultCountryCode={location.data?.country.code ?? ""}
      onSubmit={(values) => void submit(values)}
      submitting={submitting}
      error={error}
      termsHref={href("/terms-and-conditions")}
      privacyHref={href("/privacy-policy")}
    />,
  );
}
