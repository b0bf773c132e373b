import type { Metadata } from "next";
import { getRequestContext } from "../../../core/request-context";
import { VipClubScreen } from "../../../features/account-screens/AccountScreens";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("page.vip.club") };
}

/**
 * The VIP club (see docs/features.md, "VIP club and loyalty"): what it is, the player's level,
 * points, points to the next level and xp; a visitor is invited to sign up or log in.
 */
export default async function VipClubPage() {
  const { t, authenticated } = await getRequestContext();
  return (
    <main className="page page-stack">
      <h1>{t("page.vip.club")}</h1>
      <VipClubScreen signedIn={authenticated} signUpHref="?modal=signup" logInHref="?modal=login" />
    </main>
  );
}
