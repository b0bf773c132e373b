import type { Metadata } from "next";
import { IntentLink as Link } from "../../../../core/router/next-router";
import { getRequestContext } from "../../../../core/request-context";
import { FreezeSection } from "@casino/features";
import { PlayerPage } from "../../../../core/PlayerPage";
import { serverNow } from "../../../../core/server-clock";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("page.freeze.account") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
// The form shares the self-exclusion form's words ("Continue", its length's label).
const PAGE_KEYS = ["freeze.", "exclusion."];

/**
 * The account freeze (see docs/features.md, "Self-exclusion, time-out and freeze"): 1, 3, 7, 10
 * days or 1 week, with a confirm, then the player is signed out. The form is drawn on the server
 * (docs/performance.md, "Signed-in pages drawn on the server"). No marketing script runs here (the
 * scripts rule lists the page).
 */
export default async function FreezeAccountPage() {
  const { t, href } = await getRequestContext();
  return (
    <PlayerPage heading={t("page.freeze.account")} signedOut={t("limits.signed.out")} keys={PAGE_KEYS}>
      {() => (
        <>
          <FreezeSection renderedAt={serverNow()} />
          <p>
            <Link href={href("/profile2/limits")}>{t("limits.tools.limits")}</Link>
          </p>
        </>
      )}
    </PlayerPage>
  );
}
