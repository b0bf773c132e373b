import { countriesQueryOptions } from "@casino/api-client/react/server";
import { EditProfile } from "@casino/features";
import { dynamicTextKey } from "@casino/i18n";
import { PageTexts } from "../../core/PageTexts";
import { getRequestContext, getRequestUser } from "../../core/request-context";
import { serverNow } from "../../core/server-clock";
import { RenderedQueries } from "../../core/streamed-queries";
import { SignedInOnly } from "./SignedInOnly";

/** What the page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = [
  "profile.",
  "account.password.",
  "account.login.password",
  "account.reset.",
  "country.select.",
  "gender.",
  "signup.password",
  "form.validation.",
];

/**
 * The page that edits the profile (see docs/features.md, "Profile"): the profile form and the
 * password change, for a signed-in player, under the title `titleKey` names. Two addresses show
 * it: `/profile/edit-profile` (edit-profile) and `/account` (account, which is also edit-profile's
 * address in `panel` navigation). The form is drawn on the server with the countries read first
 * (docs/performance.md, "Signed-in pages drawn on the server").
 */
export async function ProfileEditingPage({ titleKey }: { titleKey: string }) {
  const [context, user] = await Promise.all([getRequestContext(), getRequestUser()]);
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{context.t(dynamicTextKey(titleKey))}</h1>
        <SignedInOnly user={user} t={context.t}>
          {() => (
            <RenderedQueries
              start={(client) => [client.prefetchQuery({ ...countriesQueryOptions(context.api), retry: false })]}
            >
              <EditProfile renderedAt={serverNow()} />
            </RenderedQueries>
          )}
        </SignedInOnly>
      </main>
    </PageTexts>
  );
}
