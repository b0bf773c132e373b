import type { Metadata } from "next";
import { getRequestContext } from "../../../../core/request-context";
import { SignedOutLine, WalletScreen } from "@casino/features";
import { PageTexts } from "../../../../core/PageTexts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("page.balance") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["wallet.", "profile.wallet.", "account.signed."];

/**
 * The wallet (see docs/features.md, "Wallet"), the account menu's Balance: balance, bonus balance,
 * real money, wager, deposit wager and rollover, read in the browser.
 */
export default async function BalancePage() {
  const { t, href, authenticated } = await getRequestContext();
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{t("page.balance")}</h1>
        {authenticated ? <WalletScreen depositHref={href("deposit")} /> : <SignedOutLine t={t} />}
      </main>
    </PageTexts>
  );
}
