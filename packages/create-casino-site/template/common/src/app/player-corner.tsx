"use client";

import { walletOf } from "@casino/api-client";
import { useUserDetails } from "@casino/api-client/react";
import {
  LoginModalLive,
  urlWithModal,
  urlWithoutModal,
  useNavigation,
  usePathname,
  useSearchParams,
  useSession,
} from "@casino/features";
import { Button, Money } from "@casino/ui";

/**
 * Sign in (the account feature's login modal opens on `?modal=login`), or the signed-in player's
 * e-mail and balance. After a login the site's route keeps the token in its cookie, the tab's
 * session says signed in, and the page is rendered again for the player.
 */
export function PlayerCorner() {
  const { authenticated } = useSession();
  const navigation = useNavigation();
  const pathname = usePathname();
  const query = useSearchParams();
  const user = useUserDetails({ enabled: authenticated });
  if (authenticated) {
    const wallet = user.data === undefined ? undefined : walletOf(user.data);
    return (
      <p aria-live="polite">
        {user.data?.getUser.email}{" "}
        {wallet?.amount == null || !wallet.currencyCode ? null : (
          <Money amount={wallet.amount} currencyCode={wallet.currencyCode} />
        )}
      </p>
    );
  }
  return (
    <>
      <Button onClick={() => navigation.replace(urlWithModal(pathname, query.toString(), "login"), { scroll: false })}>
        Sign in
      </Button>
      {query.get("modal") === "login" ? (
        <LoginModalLive
          // This site sets no Content-Security-Policy nonce: a brand that adds one passes it here.
          nonce=""
          onClose={() => navigation.replace(urlWithoutModal(pathname, query.toString()), { scroll: false })}
        />
      ) : null}
    </>
  );
}
