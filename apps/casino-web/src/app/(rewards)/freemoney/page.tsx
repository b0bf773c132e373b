import type { Metadata } from "next";
import { getRequestContext } from "../../../core/request-context";
import { FreeMoneyScreen } from "@casino/features";
import { PageTexts } from "../../../core/PageTexts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("page.free.money") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["freemoney.", "bonus."];

/**
 * The promotions a player can take without a deposit (see docs/features.md, "Free money"), with
 * Activate for a player and Sign up for a visitor.
 */
export default async function FreeMoneyPage() {
  const { t, href, authenticated } = await getRequestContext();
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{t("page.free.money")}</h1>
        <p>{t("freemoney.intro")}</p>
        <FreeMoneyScreen
          signedIn={authenticated}
          termsHref={href("/bonus-terms")}
          promotionsHref={href("promotions")}
          signUpHref="?modal=signup"
        />
      </main>
    </PageTexts>
  );
}
