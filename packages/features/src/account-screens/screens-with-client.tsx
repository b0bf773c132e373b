"use client";

import { WithTabApiClient } from "../client/tab-api-client.js";
import { FreeMoneyPanel } from "../free-money/FreeMoneyPanel.js";
import { PlayerHistory } from "../history/PlayerHistory.js";
import { browserZone } from "../time/browser-zone.js";
import { VipClubPanel } from "../vip-club/VipClubPanel.js";
import { WalletPanel } from "../wallet/WalletPanel.js";

// Each screen of @casino/features with the tab's API client, which the browser services make after
// the page loads (the app's `publishTabApiClient`); the slot keeps the room until then.
const slot = <div className="cashier-slot" aria-busy="true" />;

/** `/profile2/balance`: the wallet. */
export function WalletWithClient({ depositHref }: { depositHref: string }) {
  return (
    <WithTabApiClient fallback={slot}>
      <WalletPanel depositHref={depositHref} />
    </WithTabApiClient>
  );
}

/** `/vip-club` and `/profile2/vip-club`: the VIP club. */
export function VipClubWithClient(props: { signedIn: boolean; signUpHref: string; logInHref: string }) {
  return (
    <WithTabApiClient fallback={slot}>
      <VipClubPanel {...props} />
    </WithTabApiClient>
  );
}

/** `/profile2/my-history`: transactions and bonus history, dates in the browser's zone. */
export function HistoryWithClient({ transactionsHref }: { transactionsHref: string }) {
  return (
    <WithTabApiClient fallback={slot}>
      <PlayerHistory transactionsHref={transactionsHref} timeZone={browserZone()} />
    </WithTabApiClient>
  );
}

/** `/freemoney`: the offers taken without a deposit, read at the browser's moment in the brand's day (UTC). */
export function FreeMoneyWithClient(props: {
  signedIn: boolean;
  termsHref: string;
  promotionsHref: string;
  signUpHref: string;
}) {
  return (
    <WithTabApiClient fallback={slot}>
      <FreeMoneyPanel {...props} now={new Date()} zone="UTC" />
    </WithTabApiClient>
  );
}
