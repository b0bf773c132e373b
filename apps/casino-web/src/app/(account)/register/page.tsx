import type { Metadata } from "next";
import { publicBackendConfig } from "../../../core/backend-config";
import { getRequestContext } from "../../../core/request-context";
import { SignUpPage } from "../../../features/account/SignUpPage";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("signup.page.title") };
}

/** Sign-up as a page (see docs/features.md, "Registration"): the modal's container, for browsers that lose modals. */
export default async function RegisterPage() {
  const context = await getRequestContext();
  return (
    <main className="page page-stack page-narrow">
      <SignUpPage backend={publicBackendConfig(context.backend)} locale={context.locale} />
    </main>
  );
}
