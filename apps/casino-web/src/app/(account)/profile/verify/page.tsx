import type { Metadata } from "next";
import { IntentLink as Link } from "../../../../core/router/next-router";
import { ClientErrorState } from "../../../../core/ClientErrorState";
import { getRequestContext } from "../../../../core/request-context";
import { VerificationSection } from "@casino/features";
import { PageTexts } from "../../../../core/PageTexts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("page.verification") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["kyc.", "form.validation."];

/**
 * The player's identity verification (see docs/features.md, "Identity verification (KYC)"): the
 * documents the back end asks for, each uploaded from a file, the phone's camera or a drop. The
 * page URL table names it twice (`verification` and `verification2`) and the menu a third time;
 * all three addresses show this page. No marketing script runs here (the scripts rule lists it).
 */
export default async function VerificationPage() {
  const { user, t } = await getRequestContext();
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{t("page.verification")}</h1>
        {user.status === "unauthenticated" ? (
          <p>
            {t("kyc.signed.out")} <Link href="?modal=login">{t("shell.header.sign.in")}</Link>
          </p>
        ) : user.status !== "authenticated" ? (
          <ClientErrorState headingLevel={2} />
        ) : (
          <VerificationSection />
        )}
      </main>
    </PageTexts>
  );
}
