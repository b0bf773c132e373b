import { referralLink } from "@casino/domain";
import { ReferralPanel } from "@casino/features";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { IntentLink as Link } from "../../../../core/router/next-router";
import { ClientErrorState } from "../../../../core/ClientErrorState";
import { getRequestContext } from "../../../../core/request-context";
import { pageSiteOrigin } from "../../../../core/session/site-origin";
import { PageTexts } from "../../../../core/PageTexts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("page.refer.a.friend") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["referral."];

/**
 * Refer a friend (see docs/features.md, "Refer a friend"), from the account menu: the player's
 * link (the sign-up page with their code as the affiliate token) and what it brought so far, from
 * the user details' `referralData`.
 */
export default async function ReferAFriendPage() {
  const [{ user, t, href, settings }, requestHeaders] = await Promise.all([getRequestContext(), headers()]);
  if (user.status !== "authenticated") {
    return (
      <PageTexts keys={PAGE_KEYS}>
        <main className="page page-stack">
          <h1>{t("page.refer.a.friend")}</h1>
          {user.status === "unauthenticated" ? (
            <p>
              {t("referral.signed.out")} <Link href="?modal=login">{t("shell.header.sign.in")}</Link>
            </p>
          ) : (
            <ClientErrorState headingLevel={2} />
          )}
        </main>
      </PageTexts>
    );
  }
  const { getUser, referralData, isCrypto } = user.details;
  const origin = pageSiteOrigin(requestHeaders);
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{t("page.refer.a.friend")}</h1>
        <ReferralPanel
          link={referralLink(origin, href("/register"), referralData?.code, settings?.affiliateKeyQueryParameter)}
          visits={referralData?.visits ?? 0}
          registrations={referralData?.registrations ?? 0}
          revenue={referralData?.revenue ?? 0}
          currencyCode={getUser.currencyCode ?? "EUR"}
          crypto={Boolean(isCrypto)}
        />
      </main>
    </PageTexts>
  );
}
