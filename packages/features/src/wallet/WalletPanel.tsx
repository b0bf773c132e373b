"use client";

import { useUserDetails, useWalletFigures } from "@casino/api-client/react";
import { WalletSummary } from "@casino/ui";
import { Link } from "../router/router-adapter.js";

/** Props of {@link WalletPanel}. */
export interface WalletPanelProps {
  /** The cashier, for the Deposit link (the app's page URL, in the visitor's locale). */
  depositHref: string;
  /** The headings' level, to fit the page outline. */
  headingLevel?: 2 | 3;
}

/**
 * The wallet page's content (see docs/features.md, "Wallet"): the wallet's figures from the back
 * end (balance, bonus balance, real money, wager, deposit wager, rollover), read again on every
 * `balance` event; the room kept while they load, Try again when they could not be read, and an
 * invitation to deposit when the wallet is empty. For a signed-in player, inside the app's
 * `ApiClientProvider`.
 */
export function WalletPanel({ depositHref, headingLevel = 2 }: WalletPanelProps) {
  const wallet = useWalletFigures();
  // Hydrated from the page's render: only the currency's kind is read from it.
  const details = useUserDetails();
  const status = wallet.data !== undefined ? "ready" : wallet.isError ? "error" : "loading";
  return (
    <WalletSummary
      status={status}
      figures={wallet.data}
      crypto={Boolean(details.data?.isCrypto)}
      onRetry={() => void wallet.refetch()}
      retrying={wallet.isFetching}
      depositHref={depositHref}
      linkComponent={Link}
      headingLevel={headingLevel}
    />
  );
}
