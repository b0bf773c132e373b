import type { Metadata } from "next";
import Link from "next/link";
import { ClientErrorState } from "../../../../core/ClientErrorState";
import { getRequestContext } from "../../../../core/request-context";
import { RewardCalendarSetting } from "@casino/features";
import { GhostModeSetting } from "../../../../features/safety/GhostModeSetting";
import { LimitsSection } from "../../../../features/safety/LimitsSection";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("page.limits") };
}

/**
 * The player's responsible-gambling limits (see docs/features.md, "Limits"): deposit, loss and bet
 * limits per period with what is used of each. No marketing script runs here (the scripts rule
 * lists the page).
 */
export default async function LimitsPage() {
  const { user, t, href } = await getRequestContext();
  return (
    <main className="page page-stack">
      <h1>{t("page.limits")}</h1>
      {user.status === "unauthenticated" ? (
        <p>
          {t("limits.signed.out")} <Link href="?modal=login">{t("shell.header.sign.in")}</Link>
        </p>
      ) : user.status !== "authenticated" ? (
        <ClientErrorState headingLevel={2} />
      ) : (
        <>
          <p>{t("limits.intro")}</p>
          <LimitsSection currencyCode={user.details.getUser.currencyCode ?? "EUR"} />
          <RewardCalendarSetting />
          <GhostModeSetting />
          <p>
            <Link href={href("/profile2/freeze-account")}>{t("page.freeze.account")}</Link>
          </p>
        </>
      )}
    </main>
  );
}
