import { dynamicTextKey } from "@casino/i18n";
import { IntentLink as Link } from "../../../core/router/next-router";
import { getRequestContext } from "../../../core/request-context";
import { GoBackButton } from "@casino/features";

/**
 * "Not available in this brand" (see docs/features.md, "Shell and navigation"): the page's name
 * as its heading, a sentence saying the brand does not offer it yet, go-back to the page before and
 * the way to the lobby.
 */
export async function NotAvailablePage({ name }: { name: string }) {
  const { t, brandName, href, locale } = await getRequestContext();
  const page = t(dynamicTextKey(name));
  return (
    <main className="page status-page">
      <div className="status-page-card">
        <p className="status-page-eyebrow">{t("page.not.available.title")}</p>
        <h1>{page}</h1>
        <p>{t("page.not.available.message", { PAGE: page, BRAND: brandName })}</p>
        <div className="status-page-actions">
          <GoBackButton locale={locale} label={t("button.go.back")} />
          <Link className="status-page-action" href={href("casino")}>
            {t("page.back.to.lobby")}
          </Link>
        </div>
      </div>
    </main>
  );
}
