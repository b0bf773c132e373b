import { cashbackPayout, formatMoney, nextCashbackReset } from "@casino/domain";
import type { Metadata } from "next";
import Link from "next/link";
import { ClientErrorState } from "../../components/ClientErrorState";
import { getRequestApi, getRequestUser } from "../../server/request-context";

export const metadata: Metadata = { title: "Cashback" };

/** The cashback accumulator of the signed-in player (spec 000 §2, §4): ngr, percent, payout and the next reset. */
export default async function CashbackPage() {
  const user = await getRequestUser();
  if (user.status === "unauthenticated") {
    return (
      <main className="page">
        <h1>Cashback</h1>
        <p>Sign in to see the cashback you are collecting.</p>
        <Link href="/cashback?modal=login">Sign in</Link>
      </main>
    );
  }
  if (user.status === "authenticated-without-data") {
    return (
      <main className="page">
        <h1>Cashback</h1>
        <ClientErrorState headingLevel={2} />
      </main>
    );
  }
  const { getUser, isCrypto } = user.details;
  const api = await getRequestApi();
  const award = await api.rakeback
    .getCalendarAward({ userId: getUser.userId })
    .then((response) => ({ ok: true as const, data: response.data.userCalendarData ?? null }))
    .catch(() => ({ ok: false as const }));
  const currency = getUser.currencyCode ?? "EUR";
  const money = (amount: number) => formatMoney(amount, currency, { crypto: Boolean(isCrypto) });
  const resetAt = nextCashbackReset(new Date());
  return (
    <main className="page">
      <h1>Cashback</h1>
      {!award.ok ? (
        <ClientErrorState headingLevel={2} />
      ) : award.data === null ? (
        <p>No cashback is running for you right now.</p>
      ) : (
        <dl className="card" data-testid="cashback-figures">
          <dt>Collected today</dt>
          <dd>{money(cashbackPayout(award.data))}</dd>
          <dt>Rate</dt>
          <dd>{award.data.percent ?? 0}%</dd>
          <dt>Next payout</dt>
          <dd>
            <time dateTime={resetAt.toISOString()}>{resetAt.toISOString().slice(11, 16)} UTC</time>
          </dd>
        </dl>
      )}
    </main>
  );
}
