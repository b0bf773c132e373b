import { dynamicTextKey } from "@casino/i18n";
import { SaferGamblingTools } from "@casino/features";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClientErrorState } from "../../../core/ClientErrorState";
import { getRequestContext } from "../../../core/request-context";
import { legalDocument, LegalDocumentView, RESPONSIBLE_GAMBLING_PATH } from "@casino/features";
import { loadLegalPage } from "../../../features/legal/legal-page-data";

interface LegalPageProps {
  params: Promise<{ document: string }>;
}

export async function generateMetadata({ params }: LegalPageProps): Promise<Metadata> {
  const entry = legalDocument((await params).document);
  return entry === undefined ? {} : { title: (await getRequestContext()).t(dynamicTextKey(entry.label)) };
}

/**
 * A legal or help page (see docs/features.md, "Legal and help pages"): the back end's document in
 * the visitor's locale, sanitized on the server, with its table of contents. Any other single-segment
 * address that reaches this route is a 404.
 */
export default async function LegalPage({ params }: LegalPageProps) {
  const entry = legalDocument((await params).document);
  if (entry === undefined) notFound();
  const context = await getRequestContext();
  const page = await loadLegalPage(entry.slug, context);
  if (page === null) {
    return (
      <main className="page page-stack">
        <h1>{context.t(dynamicTextKey(entry.label))}</h1>
        <ClientErrorState headingLevel={2} message={context.t("legal.missing")} />
      </main>
    );
  }
  return (
    <main className="page-document">
      <LegalDocumentView
        title={page.title}
        contents={page.contents}
        sanitizedHtml={page.html}
        {...(page.updated === undefined ? {} : { updated: page.updated })}
      />
      {`/${entry.slug}` === RESPONSIBLE_GAMBLING_PATH ? (
        <SaferGamblingTools t={context.t} link={(path) => context.href(path)} />
      ) : null}
    </main>
  );
}
