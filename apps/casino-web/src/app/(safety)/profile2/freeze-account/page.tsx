import type { Metadata } from "next";
import { IntentLink as Link } from "../../../../core/router/next-router";
import { ClientErrorState } from "../../../../core/ClientErrorState";
import { getRequestContext } from "../../../../core/request-context";
import { PageTexts } from "../../../../core/PageTexts";
import { FreezeSection } from "@casino/features";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("page.freeze.account") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["freeze."];

/**
 * The account freeze (see docs/features.md, "Self-exclusion, time-out and freeze"): 1, 3, 7, 10
 * days or 1 week, with a confirm, then the player is signed out. No marketing script runs here
 * (the scripts rule lists the page).
 */
export default async function FreezeAccountPage() {
  const { user, t, href } = await getRequestContext();
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{t("page.freeze.account")}</h1>
        {user.status === "unauthenticated" ? (
          <p>
            {t("limits.signed.out")} <Link href="?modal=login">{t("shell.header.sign.in")}</Link>
          </p>
        ) : user.status !== "authenticated" ? (
          <ClientErrorState headingLevel={2} />
        ) : (
          <>
            <FreezeSection />
            <p>
              <Link href={href("/profile2/limits")}>{t("limits.tools.limits")}</Link>
            </p>
          </>
        )}
      </main>
    </PageTexts>
  );
}
