"use client";

import { useCountries, useSettings, useUpdateUserDetails, useUserDetails } from "@casino/api-client/react";
import type { ProfileUpdatePayload } from "@casino/domain";
import { ErrorState } from "@casino/ui/ErrorState";
import { ProfileInfoForm } from "@casino/ui/ProfileInfoForm";
import { Skeleton } from "@casino/ui/Skeleton";
import { WithTabApiClient } from "../../core/providers/tab-api-client";
import { countryOptions } from "./country-options";

function EditProfileForm() {
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
      // The details are fetched again after a save (the mutation invalidates them), so the locks follow.
      onSubmit={async (payload: ProfileUpdatePayload) => {
        await update(payload);
      }}
    />
  );
}

/** `/profile/edit-profile` in the browser (see docs/features.md, "Profile"): the profile form wired to update-user-details. */
export default function EditProfileInBrowser() {
  return (
    <WithTabApiClient fallback={<Skeleton shape="block" height={480} />}>
      <EditProfileForm />
    </WithTabApiClient>
  );
}
