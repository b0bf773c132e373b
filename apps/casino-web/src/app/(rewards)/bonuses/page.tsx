import { allBonusQueryOptions, userBonusQueryOptions } from "@casino/api-client/react/server";
import type { Metadata } from "next";
import { IntentLink as Link } from "../../../core/router/next-router";
import { getRequestContext } from "../../../core/request-context";
import { BONUSES_PAGE_QUERIES, BonusesPage } from "@casino/features";
import { RenderedQueries } from "../../../core/streamed-queries";
import { serverNow } from "../../../core/server-clock";
import { PageTexts } from "../../../core/PageTexts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("bonus.page.title") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = [
  "bonus.",
  "cashier.bonus",
  "coupon.",
  "rakeback.claim.",
  "account.login.",
  "profile.form.",
  // An offer the player cannot take says why in the words of the activation's refusal.
  "error.bonus.",
];

/**
 * The player's bonuses (see docs/features.md, "Bonuses"): active bonus and free spins, coupons,
 * the promotions they can take, their history. Read on the server before the page renders, which
 * draws them (docs/performance.md, "Signed-in pages drawn on the server"); a visitor is asked to
 * sign in.
 */
export default async function BonusesRoute() {
  const { t, authenticated, api } = await getRequestContext();
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{t("bonus.page.title")}</h1>
        {authenticated ? (
          <RenderedQueries
            start={(client) => [
              client.prefetchQuery({ ...userBonusQueryOptions(api, BONUSES_PAGE_QUERIES.taken), retry: false }),
              client.prefetchQuery({ ...allBonusQueryOptions(api, BONUSES_PAGE_QUERIES.offers), retry: false }),
            ]}
          >
            <BonusesPage renderedAt={serverNow()} />
          </RenderedQueries>
        ) : (
          <p>
            {t("bonus.page.signed.out")} <Link href="?modal=login">{t("shell.header.sign.in")}</Link>
          </p>
        )}
      </main>
    </PageTexts>
  );
}
