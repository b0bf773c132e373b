import type { Metadata } from "next";
import { getRequestContext } from "../../../core/request-context";
import { PageTexts } from "../../../core/PageTexts";
import { SignUpPage } from "@casino/features";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("signup.page.title") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = [
  "signup.",
  "account.login.",
  "account.password.",
  "country.select.",
  "profile.form.",
  "form.validation.",
];

/** Sign-up as a page (see docs/features.md, "Registration"): the modal's container, for browsers that lose modals. */
export default function RegisterPage() {
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack page-narrow">
        <SignUpPage />
      </main>
    </PageTexts>
  );
}
