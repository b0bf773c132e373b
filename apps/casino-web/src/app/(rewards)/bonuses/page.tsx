import { allBonusQueryOptions, userBonusQueryOptions } from "@casino/api-client/react/server";
import type { Metadata } from "next";
import Link from "next/link";
import { getRequestContext } from "../../../core/request-context";
import { BONUSES_PAGE_QUERIES, BonusesPage } from "@casino/features";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("bonus.page.title") };
}

/**
 * The player's bonuses (see docs/features.md, "Bonuses"): active bonus and free spins, coupons,
 * the promotions they can take, their history. Read on the server into the request's cache, so
 * the browser starts with them; a visitor is asked to sign in.
 */
export default async function BonusesRoute() {
  const { t, authenticated, api, queryClient } = await getRequestContext();
  if (authenticated) {
    // Failures are left to the page's own error state in the browser.
    await Promise.allSettled([
      queryClient.prefetchQuery({ ...userBonusQueryOptions(api, BONUSES_PAGE_QUERIES.taken), retry: false }),
      queryClient.prefetchQuery({ ...allBonusQueryOptions(api, BONUSES_PAGE_QUERIES.offers), retry: false }),
    ]);
  }
  return (
    <main className="page page-stack">
      <h1>{t("bonus.page.title")}</h1>
      {authenticated ? (
        <BonusesPage />
      ) : (
        <p>
          {t("bonus.page.signed.out")} <Link href="?modal=login">{t("shell.header.sign.in")}</Link>
        </p>
      )}
    </main>
  );
}
