import type { Metadata } from "next";
import { getRequestContext } from "../../../core/request-context";
import { SignUpPage } from "../../../features/account/SignUpPage";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("signup.page.title") };
}

/** Sign-up as a page (see docs/features.md, "Registration"): the modal's container, for browsers that lose modals. */
export default function RegisterPage() {
  return (
    <main className="page page-stack page-narrow">
      <SignUpPage />
    </main>
  );
}
