import { dynamicTextKey } from "@casino/i18n";
import { IntentLink as Link } from "../../../core/router/next-router";
import { getRequestContext } from "../../../core/request-context";

/**
 * "Not available in this brand" (see docs/features.md, "Shell and navigation"): the page's name
 * as its heading, a sentence saying the brand does not offer it yet, and the way back to the lobby.
 */
export async function NotAvailablePage({ name }: { name: string }) {
  const { t, brandName, href } = await getRequestContext();
  const page = t(dynamicTextKey(name));
  return (
    <main className="page status-page">
      <div className="status-page-card">
        <p className="status-page-eyebrow">{t("page.not.available.title")}</p>
        <h1>{page}</h1>
        <p>{t("page.not.available.message", { PAGE: page, BRAND: brandName })}</p>
        <Link className="status-page-action" href={href("casino")}>
          {t("page.back.to.lobby")}
        </Link>
      </div>
    </main>
  );
}
