import type { UserDetails, UserWallet } from "./schemas/user";

// Its own module, free of schemas, so that a page's header can read the balance without loading
// the client's calls and validation (it is exported by the server-safe `react/server` entry too).

/**
 * The wallet of a user-details answer, wherever the back end put it.
 *
 * @example
 * walletOf(details)?.totalAmount; // => 125.5
 */
export function walletOf(details: UserDetails): UserWallet | undefined {
  return details.userWallet ?? details.getUser.userWallet ?? undefined;
}
