import { referralLink } from "@casino/domain";
import { ReferralPanel } from "@casino/features";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { getRequestContext } from "../../../../core/request-context";
import { pageSiteOrigin } from "../../../../core/session/site-origin";
import { PlayerPage } from "../../../../core/PlayerPage";

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
  const [{ t, href, settings }, requestHeaders] = await Promise.all([getRequestContext(), headers()]);
  const origin = pageSiteOrigin(requestHeaders);
  return (
    <PlayerPage heading={t("page.refer.a.friend")} signedOut={t("referral.signed.out")} keys={PAGE_KEYS}>
      {({ getUser, referralData, isCrypto }) => (
        <ReferralPanel
          link={referralLink(origin, href("/register"), referralData?.code, settings?.affiliateKeyQueryParameter)}
          visits={referralData?.visits ?? 0}
          registrations={referralData?.registrations ?? 0}
          revenue={referralData?.revenue ?? 0}
          currencyCode={getUser.currencyCode ?? "EUR"}
          crypto={Boolean(isCrypto)}
        />
      )}
    </PlayerPage>
  );
}
