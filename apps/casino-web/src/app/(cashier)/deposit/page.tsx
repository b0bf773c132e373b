import {
  allBonusQueryOptions,
  limitsQueryOptions,
  paymentMethodsQueryOptions,
  userBonusQueryOptions,
} from "@casino/api-client/react/server";
import { firstDepositMayPrompt, jurisdictionProfile, parseDepositMethodKind } from "@casino/domain";
import type { Metadata } from "next";
import { IntentLink as Link } from "../../../core/router/next-router";
import { getRequestContext } from "../../../core/request-context";
import { CASHIER_BONUS_QUERIES, CashierPage, playerPaymentMethodsQuery } from "@casino/features";
import { RenderedQueries } from "../../../core/streamed-queries";
import { PlayerPage } from "../../../core/PlayerPage";
import { serverNow } from "../../../core/server-clock";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("cashier.title") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = [
  "cashier.",
  "coupon.",
  "country.select.",
  "gender.",
  "limits.period.",
  "limits.prompt.",
  "limits.set",
  "profile.form.",
  "form.validation.",
  "error.other.",
  "account.login.",
  "game.play",
];

/**
 * The cashier as a page (see docs/features.md, "Deposits"); the header's Deposit opens the same
 * container as a drawer. The player's payment methods and deposit promotions, and before a first
 * deposit where the market asks for a deposit limit their limits, are read on the server before the
 * page renders, and the server draws the cashier with them (docs/performance.md, "Signed-in pages
 * drawn on the server"). No marketing script runs here (the layout injects none;
 * QUALITY.md "Security", PCI DSS 6.4.3).
 */
export default async function DepositPage({ searchParams }: { searchParams: Promise<{ method?: string | string[] }> }) {
  const [{ t, href, api, settings }, query] = await Promise.all([getRequestContext(), searchParams]);
  const method = typeof query.method === "string" ? query.method : null;
  return (
    <PlayerPage heading={t("cashier.title")} signedOut={t("cashier.signed.out")} keys={PAGE_KEYS}>
      {(details) => (
        <RenderedQueries
          start={(client) => {
            // Before a first deposit where the market prompts, the form waits for the limits (Cashier.tsx).
            const limitsFirst = firstDepositMayPrompt(
              jurisdictionProfile(settings?.jurisdiction),
              details.depositCount,
            );
            return [
              client.prefetchQuery({
                ...paymentMethodsQueryOptions(api, playerPaymentMethodsQuery(details.getUser)),
                retry: false,
              }),
              client.prefetchQuery({ ...allBonusQueryOptions(api, CASHIER_BONUS_QUERIES.offers), retry: false }),
              client.prefetchQuery({ ...userBonusQueryOptions(api, CASHIER_BONUS_QUERIES.taken), retry: false }),
              ...(limitsFirst ? [client.prefetchQuery({ ...limitsQueryOptions(api), retry: false })] : []),
            ];
          }}
        >
          <CashierPage preferredKind={parseDepositMethodKind(method)} renderedAt={serverNow()} />
          <p className="cashier-links">
            <Link href={href("withdraw")}>{t("page.withdraw")}</Link>
            <Link href={href("transactions")}>{t("page.transactions")}</Link>
          </p>
        </RenderedQueries>
      )}
    </PlayerPage>
  );
}
