import { isCashbackCardHidden } from "@casino/domain";
import type { Metadata } from "next";
import Link from "next/link";
import { ClientErrorState } from "../../../core/ClientErrorState";
import { getRequestContext } from "../../../core/request-context";
import { CashbackCardLive } from "../../../features/rewards/CashbackCardLive";
import { getRequestCashback } from "../../../features/rewards/cashback";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("nav.cashback") };
}

/**
 * The signed-in player's cashback accumulator (see docs/features.md, "Cashback"): today's payout,
 * the rate and the countdown to the next reset. Brands whose theme hides the card say so instead.
 */
export default async function CashbackPage() {
  const [cashback, { theme, t }] = await Promise.all([getRequestCashback(), getRequestContext()]);
  return (
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
          <CashbackCardLive theme={theme} {...cashback} />
        </div>
      )}
    </main>
  );
}
