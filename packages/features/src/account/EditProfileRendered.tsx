"use client";

import { isOutcomeUnknown } from "@casino/api-client";
import { useCountries, useSettings, useUpdateUserDetails, useUserDetails } from "@casino/api-client/react";
import type { ProfileUpdatePayload } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { ChangePasswordForm, type PasswordChange } from "@casino/ui/ChangePasswordForm";
import { ErrorState } from "@casino/ui/ErrorState";
import { ProfileInfoForm } from "@casino/ui/ProfileInfoForm";
import { Skeleton } from "@casino/ui/Skeleton";
import { useState } from "react";
import { countryOptions } from "./country-options.js";
import { WithRenderedApiClient } from "../client/rendered-api-client.js";
import { useBrowserZone } from "../time/use-browser-zone.js";
import { useRenderedNow } from "../time/use-rendered-now.js";
import { loginErrorText } from "./login-error.js";

function EditProfileForm({ renderedAt }: { renderedAt: Date }) {
  const now = useRenderedNow(renderedAt);
  const zone = useBrowserZone();
  const details = useUserDetails();
  const countries = useCountries();
  const settings = useSettings();
  const { mutateAsync: update } = useUpdateUserDetails();
  if (details.isError) return <ErrorState headingLevel={2} onRetry={() => void details.refetch()} />;
  if (details.data === undefined || settings.data === undefined) return <Skeleton shape="block" height={480} />;
  const emptyEmailDomain = settings.data.emptyEmailDomain;
  return (
    <ProfileInfoForm
      user={details.data.getUser}
      countries={countryOptions(countries.data?.countries.rows)}
      theme={settings.data.theme}
      onDepositShowAllField={settings.data.onDepositShowAllField}
      emptyEmailDomain={typeof emptyEmailDomain === "string" ? emptyEmailDomain : null}
      now={now}
      zone={zone}
      // The details are fetched again after a save (the mutation invalidates them), so the locks follow.
      onSubmit={async (payload: ProfileUpdatePayload) => {
        await update(payload);
      }}
    />
  );
}

/** Change password under the profile form: the current one, the new one under the brand's rules, confirmed. */
function ChangePassword() {
  const t = useT();
  const passwordRules = useSettings().data?.formFieldsValidation?.password;
  const { mutateAsync: update, isPending } = useUpdateUserDetails();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  async function change(values: PasswordChange): Promise<boolean> {
    setError(null);
    setSuccess(null);
    try {
      await update({ updateFrom: "Profile Page", ...values });
    } catch (failure) {
      // An answer that never came may have changed it: pressing again sends the same key, so it is safe.
      setError(isOutcomeUnknown(failure) ? t("account.password.outcome.unknown") : loginErrorText(failure, t));
      return false;
    }
    setSuccess(t("account.password.changed"));
    return true;
  }
  return (
    <section className="page-stack" aria-labelledby="change-password">
      <h2 id="change-password">{t("account.password.change.title")}</h2>
      <ChangePasswordForm
        onSubmit={change}
        submitting={isPending}
        error={error}
        success={success}
        passwordRules={passwordRules}
      />
    </section>
  );
}

/**
 * `/profile/edit-profile` (see docs/features.md, "Profile"): the profile form and the password
 * change, both wired to update-user-details, with their API client; drawn on the server with the
 * page and hydrated once their chunk has loaded (docs/performance.md, "Signed-in pages drawn on the
 * server").
 */
export default function EditProfileRendered({ renderedAt }: { renderedAt: Date }) {
  return (
    <WithRenderedApiClient>
      <EditProfileForm renderedAt={renderedAt} />
      <ChangePassword />
    </WithRenderedApiClient>
  );
}
