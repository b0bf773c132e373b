import type { Metadata } from "next";
import Link from "next/link";
import { CashbackCardLive } from "../../components/CashbackCardLive";
import { ClientErrorState } from "../../components/ClientErrorState";
import { getRequestCashback } from "../../server/cashback";
import { getRequestSettings } from "../../server/request-context";
import { readBackendConfig } from "../../server/backend-config";

export const metadata: Metadata = { title: "Cashback" };

/** The cashback accumulator of the signed-in player (spec 000 §2, §4): today's payout, the rate and the countdown to the next reset. */
export default async function CashbackPage() {
  const [cashback, settings] = await Promise.all([getRequestCashback(), getRequestSettings()]);
  const theme = settings?.theme ?? readBackendConfig(process.env).defaultTheme;
  return (
    <main className="page">
      <h1>Cashback</h1>
      {cashback === "signed-out" ? (
        <>
          <p>Sign in to see the cashback you are collecting.</p>
          <Link href="/cashback?modal=login">Sign in</Link>
        </>
      ) : cashback === "error" ? (
        <ClientErrorState headingLevel={2} />
      ) : cashback === "none" ? (
        <p>No cashback is running for you right now.</p>
      ) : (
        <div data-testid="cashback-figures">
          <CashbackCardLive theme={theme} {...cashback} />
        </div>
      )}
    </main>
  );
}
