import { filterPaymentMethods, paymentMethodThumbnail } from "@casino/domain";
import type { Metadata } from "next";
import Link from "next/link";
import { ClientErrorState } from "../../../core/ClientErrorState";
import { getRequestApi, getRequestUser } from "../../../core/request-context";

export const metadata: Metadata = { title: "Deposit" };

/** get-payments for the player; `_t` is the request time, so no cache between here and the back end serves an old list. */
async function loadPaymentMethods(player: { currencyCode?: string | null; countryCode?: string | null }) {
  const api = await getRequestApi();
  return api.payments
    .getPaymentMethods({
      currencyCode: player.currencyCode ?? undefined,
      countryCode: player.countryCode ?? undefined,
      cacheBuster: Date.now(),
    })
    .then((methods) => ({ ok: true as const, methods }))
    .catch(() => ({ ok: false as const }));
}

/**
 * The cashier's method list: get-payments for the player's currency and country, filtered per
 * player by country, currency, e-mail and tags. No marketing script runs here
 * (the layout injects none; QUALITY.md "Security", PCI DSS 6.4.3).
 */
export default async function DepositPage() {
  const user = await getRequestUser();
  if (user.status !== "authenticated") {
    return (
      <main className="page page-stack">
        <h1>Deposit</h1>
        {user.status === "unauthenticated" ? (
          <>
            <p>Sign in to make a deposit.</p>
            <Link href="?modal=login">Sign in</Link>
          </>
        ) : (
          <ClientErrorState headingLevel={2} />
        )}
      </main>
    );
  }
  const player = user.details.getUser;
  const api = await getRequestApi();
  const result = await loadPaymentMethods(player);
  const methods = result.ok
    ? filterPaymentMethods(result.methods, {
        countryCode: player.countryCode,
        currencyCode: player.currencyCode,
        email: player.email,
        tags: player.tags,
      })
    : [];
  return (
    <main className="page page-stack">
      <h1>Deposit</h1>
      {!result.ok ? (
        <ClientErrorState headingLevel={2} />
      ) : methods.length === 0 ? (
        <p>No payment method is available for your account.</p>
      ) : (
        <ul className="card-list" aria-label="Payment methods">
          {methods.map((method) => {
            const thumbnail = paymentMethodThumbnail(method);
            return (
              <li key={method.id} className="card" data-testid="payment-method">
                {thumbnail ? <img src={api.assetUrl(thumbnail)} alt="" width={48} height={32} loading="lazy" /> : null}
                <h2 className="card-title">{method.title ?? method.rawTitle ?? method.name}</h2>
                {method.description ? <p>{method.description}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
