import type { UserDetails } from "@casino/api-client";
import { walletOf } from "@casino/api-client/react/server";
import type { HeaderBalance } from "@casino/ui/SiteHeader";

/** The currency shown when neither the player nor the wallet names one. */
const FALLBACK_CURRENCY = "EUR";

/**
 * The header's balance from the player's details (see docs/features.md, "Session and sign-in"):
 * cash, bonus and total from the wallet wherever the back end put it, in the player's currency,
 * crypto wallets to 8 decimals. Realtime events update the same cached details, so the header follows.
 *
 * @example headerBalance(details) // { cash: 250, bonus: 0, total: 250, currencyCode: "EUR", crypto: false }
 */
export function headerBalance(details: UserDetails): HeaderBalance {
  const wallet = walletOf(details);
  return {
    cash: wallet?.amount ?? 0,
    bonus: wallet?.nonCashAmount ?? 0,
    total: wallet?.totalAmount ?? 0,
    currencyCode: details.getUser.currencyCode ?? wallet?.currencyCode ?? FALLBACK_CURRENCY,
    crypto: Boolean(details.isCrypto),
  };
}
