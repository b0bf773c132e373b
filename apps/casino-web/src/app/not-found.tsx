import { IntentLink as Link } from "../core/router/next-router";
import { getRequestContext } from "../core/request-context";
import { GoBackButton } from "@casino/features";

/** Any unknown address: say so and offer the way back and the way home, in the visitor's language. */
export default async function NotFound() {
  const { t, href, locale } = await getRequestContext();
  return (
    <main className="page">
      <h1>{t("not.found.title")}</h1>
      <p>{t("not.found.message")}</p>
      <div className="status-page-actions">
        <GoBackButton locale={locale} label={t("button.go.back")} />
        <Link href={href("root")}>{t("button.go.home")}</Link>
      </div>
    </main>
  );
}
