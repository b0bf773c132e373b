import { rakebackDaysQueryOptions } from "@casino/api-client/react/server";
import { isCashbackCardHidden } from "@casino/domain";
import type { Metadata } from "next";
import { IntentLink as Link } from "../../../core/router/next-router";
import { ClientErrorState } from "../../../core/ClientErrorState";
import { getRequestContext } from "../../../core/request-context";
import { CashbackCardLive, CashbackRakeback, rewardCalendarShown } from "@casino/features";
import { StreamedQueries } from "../../../core/streamed-queries";
import { getRequestCashback } from "../../../features/rewards/cashback";
import { PageTexts } from "../../../core/PageTexts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("nav.cashback") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["cashback.", "rakeback.", "bonus.claimed", "bonus.outcome"];

/**
 * The signed-in player's cashback accumulator (see docs/features.md, "Cashback"): today's payout,
 * the rate and the countdown to the next reset, then how cashback works in words (the share of the
 * net loss, the minimum loss, the half-hour payouts, the deposit it needs), and the player's rakeback
 * calendar (its days read on the server and streamed with the page). Brands whose theme hides the
 * card say so instead, and show neither.
 */
export default async function CashbackPage() {
  const [cashback, { theme, t, user, api }] = await Promise.all([getRequestCashback(), getRequestContext()]);
  const details = user.status === "authenticated" ? user.details : null;
  // The calendar's days, as the calendar reads them (features/rewards/RakebackCalendarLive.tsx).
  const calendarUserId = details !== null && rewardCalendarShown(details) ? details.getUser.userId : null;
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{t("nav.cashback")}</h1>
        {isCashbackCardHidden(theme) ? (
          <p>{t("cashback.page.unavailable")}</p>
        ) : cashback === "signed-out" ? (
          <p>
            {t("cashback.page.signed.out")} <Link href="?modal=login">{t("shell.header.sign.in")}</Link>
          </p>
        ) : cashback === "error" ? (
          <ClientErrorState headingLevel={2} />
        ) : cashback === "none" ? (
          <p>{t("cashback.page.none")}</p>
        ) : (
          <div data-testid="cashback-figures">
            <CashbackCardLive theme={theme} claimable {...cashback} />
          </div>
        )}
        {cashback === "signed-out" || isCashbackCardHidden(theme) ? null : (
          // The kit's calendar is the region; the heading only titles it on the page.
          <div className="page-stack">
            <h2>{t("rakeback.calendar.title")}</h2>
            <StreamedQueries
              start={(client) => {
                if (calendarUserId != null) {
                  void client.prefetchQuery({ ...rakebackDaysQueryOptions(api, calendarUserId, null), retry: false });
                }
              }}
            >
              <CashbackRakeback />
            </StreamedQueries>
          </div>
        )}
        {isCashbackCardHidden(theme) ? null : (
          <section aria-labelledby="cashback-rules" className="cashback-rules">
            <h2 id="cashback-rules">{t("cashback.rules.title")}</h2>
            <ul>
              <li>{t("cashback.rules.loss")}</li>
              <li>{t("cashback.rules.minimum")}</li>
              <li>{t("cashback.rules.cycle")}</li>
              <li>{t("cashback.rules.deposit")}</li>
            </ul>
          </section>
        )}
      </main>
    </PageTexts>
  );
}
