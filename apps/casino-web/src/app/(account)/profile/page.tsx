import type { Metadata } from "next";
import { getRequestContext, getRequestUser } from "../../../core/request-context";
import { SignedInOnly } from "../../../features/account/SignedInOnly";
import { PageTexts } from "../../../core/PageTexts";
import { ProfileOverview } from "@casino/features";

/** The brand's placeholder e-mail domain, when its settings name one. */
function emptyEmailDomainOf(settings: Record<string, unknown> | null): string | null {
  const domain = settings?.emptyEmailDomain;
  return typeof domain === "string" ? domain : null;
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("profile.page.title") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["profile.", "gender.", "signup.currency"];

/** The player's profile (see docs/features.md, "Profile"): details, wallet and loyalty. */
export default async function ProfilePage() {
  const [context, user] = await Promise.all([getRequestContext(), getRequestUser()]);
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{context.t("profile.page.title")}</h1>
        <SignedInOnly user={user} t={context.t}>
          {(details) => (
            <ProfileOverview
              details={details}
              emptyEmailDomain={emptyEmailDomainOf(context.settings)}
              editProfileHref={context.href("edit-profile")}
              t={context.t}
              locale={context.locale}
            />
          )}
        </SignedInOnly>
      </main>
    </PageTexts>
  );
}
