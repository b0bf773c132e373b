import type { Metadata } from "next";
import Link from "next/link";
import { CashbackCardLive } from "../../../features/rewards/CashbackCardLive";
import { ClientErrorState } from "../../../core/ClientErrorState";
import { getRequestCashback } from "../../../features/rewards/cashback";
import { getRequestContext } from "../../../core/request-context";

export const metadata: Metadata = { title: "Cashback" };

/** The cashback accumulator of the signed-in player (spec 000 §2, §4): today's payout, the rate and the countdown to the next reset. */
export default async function CashbackPage() {
  const [cashback, { theme }] = await Promise.all([getRequestCashback(), getRequestContext()]);
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
