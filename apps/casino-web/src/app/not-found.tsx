import { IntentLink as Link } from "../core/router/next-router";
import { getRequestContext } from "../core/request-context";

/** Any unknown address: say so and offer the way home, in the visitor's language. */
export default async function NotFound() {
  const { t, href } = await getRequestContext();
  return (
    <main className="page">
      <h1>{t("not.found.title")}</h1>
      <p>{t("not.found.message")}</p>
      <Link href={href("root")}>{t("button.go.home")}</Link>
    </main>
  );
}
