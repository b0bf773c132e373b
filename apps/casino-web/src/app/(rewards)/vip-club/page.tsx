import type { Metadata } from "next";
import { getRequestContext } from "../../../core/request-context";
import { VipClubScreen } from "@casino/features";
import { PageTexts } from "../../../core/PageTexts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("page.vip.club") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["vip."];

/**
 * The VIP club (see docs/features.md, "VIP club and loyalty"): what it is, the player's level,
 * points, points to the next level and xp; a visitor is invited to sign up or log in.
 */
export default async function VipClubPage() {
  const { t, authenticated } = await getRequestContext();
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{t("page.vip.club")}</h1>
        <VipClubScreen signedIn={authenticated} signUpHref="?modal=signup" logInHref="?modal=login" />
      </main>
    </PageTexts>
  );
}
