import { isCashbackCardHidden } from "@casino/domain";
import Link from "next/link";
import { CashbackCardLive } from "../components/CashbackCardLive";
import { readBackendConfig } from "../server/backend-config";
import { getRequestCashback } from "../server/cashback";
import { getRequestSettings } from "../server/request-context";

async function backendStatus(): Promise<string> {
  const { apiUrl } = readBackendConfig(process.env);
  try {
    const response = await fetch(`${apiUrl}/health`, { cache: "no-store", signal: AbortSignal.timeout(5_000) });
    const body = (await response.json()) as { status?: string };
    return body.status ?? "unknown";
  } catch {
    return "unreachable";
  }
}

/**
 * Home: the brand's hero with the signed-in player's cashback card (unless the theme hides it),
 * links to the calendar modals and to the cashback page.
 */
export default async function HomePage() {
  const [settings, status, cashback] = await Promise.all([getRequestSettings(), backendStatus(), getRequestCashback()]);
  const brandName = settings?.brandName ?? "Casino";
  const theme = settings?.theme ?? readBackendConfig(process.env).defaultTheme;
  return (
    <main className="page">
      <section aria-labelledby="hero-title">
        <h1 id="hero-title">{brandName}</h1>
        <p>Play, deposit and claim your rewards.</p>
        <p data-testid="backend-status">Back end: {status}</p>
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
              <Link href="/cashback">See your cashback</Link>
            </li>
          )}
        </ul>
      </section>
    </main>
  );
}
