"use client";

import dynamic from "next/dynamic";

// The screens, the UI kit's parts and the API client load after the page (the bundle budget).
const loading = () => <div className="cashier-slot" aria-busy="true" />;

/** The wallet (see docs/features.md, "Wallet"). */
export const WalletScreen = dynamic(() => import("./screens-with-client").then((module) => module.WalletWithClient), {
  ssr: false,
  loading,
});

/** The VIP club (see docs/features.md, "VIP club and loyalty"). */
export const VipClubScreen = dynamic(() => import("./screens-with-client").then((module) => module.VipClubWithClient), {
  ssr: false,
  loading,
});

/** The player's history (see docs/features.md, "History"). */
export const HistoryScreen = dynamic(() => import("./screens-with-client").then((module) => module.HistoryWithClient), {
  ssr: false,
  loading,
});

/** The offers taken without a deposit (see docs/features.md, "Free money"). */
export const FreeMoneyScreen = dynamic(
  () => import("./screens-with-client").then((module) => module.FreeMoneyWithClient),
  { ssr: false, loading },
);
