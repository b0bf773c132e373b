import { isCashbackCardHidden } from "@casino/domain";
import Link from "next/link";
import { getRequestContext } from "../../core/request-context";
import { CashbackCardLive } from "../../features/rewards/CashbackCardLive";
import { getRequestCashback } from "../../features/rewards/cashback";

/**
 * Home: the brand's hero with the signed-in player's cashback card (unless the theme hides it),
 * links to the calendar modals and to the cashback page.
 */
export default async function HomePage() {
  const [context, cashback] = await Promise.all([getRequestContext(), getRequestCashback()]);
  const { brandName, theme, t } = context;
  return (
    <main className="page">
      <section aria-labelledby="hero-title">
        <h1 id="hero-title">{brandName}</h1>
        <p>{t("site.description")}</p>
        {typeof cashback === "object" && !isCashbackCardHidden(theme) ? (
          <CashbackCardLive theme={theme} {...cashback} />
        ) : null}
      </section>
      <section aria-labelledby="rewards-title">
        <h2 id="rewards-title">Rewards</h2>
        <ul className="card-list">
          <li className="card">
            <h3>Promotions calendar</h3>
            <Link href="/?modal=calendar" scroll={false}>
              See this week’s promotions
            </Link>
          </li>
          <li className="card">
            <h3>Rakeback calendar</h3>
            <Link href="/?modal=rakeback" scroll={false}>
              Open the rakeback calendar
            </Link>
          </li>
          {isCashbackCardHidden(theme) ? null : (
            <li className="card" data-testid="cashback-teaser">
              <h3>Cashback</h3>
              <Link href={context.pageUrl("cashback")}>See your cashback</Link>
            </li>
          )}
        </ul>
      </section>
    </main>
  );
}
