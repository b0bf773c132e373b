import { limitsQueryOptions } from "@casino/api-client/react/server";
import type { Metadata } from "next";
import { IntentLink as Link } from "../../../../core/router/next-router";
import { getRequestContext } from "../../../../core/request-context";
import { GhostModeSetting, LimitsSection, RewardCalendarSetting } from "@casino/features";
import { RenderedQueries } from "../../../../core/streamed-queries";
import { serverNow } from "../../../../core/server-clock";
import { PlayerPage } from "../../../../core/PlayerPage";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("page.limits") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = [
  "limits.",
  "exclusion.",
  "timeout.",
  "reality.",
  "ghost.",
  "rakeback.opt",
  "form.validation.",
  "bet.limit.",
];

/**
 * The player's responsible-gambling limits (see docs/features.md, "Limits"): deposit, loss and bet
 * limits per period with what is used of each, read on the server before the page renders, which
 * draws them (docs/performance.md, "Signed-in pages drawn on the server"). No marketing script runs
 * here (the scripts rule lists the page).
 */
export default async function LimitsPage() {
  const { t, href, api } = await getRequestContext();
  return (
    <PlayerPage heading={t("page.limits")} signedOut={t("limits.signed.out")} keys={PAGE_KEYS}>
      {(details) => (
        <RenderedQueries start={(client) => [client.prefetchQuery({ ...limitsQueryOptions(api), retry: false })]}>
          <p>{t("limits.intro")}</p>
          <LimitsSection currencyCode={details.getUser.currencyCode ?? "EUR"} renderedAt={serverNow()} />
          <RewardCalendarSetting />
          <GhostModeSetting />
          <p>
            <Link href={href("/profile2/freeze-account")}>{t("page.freeze.account")}</Link>
          </p>
        </RenderedQueries>
      )}
    </PlayerPage>
  );
}
