"use client";

import type { ComponentProps } from "react";
import { browserOnly } from "../lazy/browser-only.js";
import type {
  FreeMoneyWithClient,
  HistoryWithClient,
  VipClubWithClient,
  WalletWithClient,
} from "./screens-with-client.js";

// The screens, the UI kit's parts and the API client load after the page (the bundle budget).
const loading = <div className="cashier-slot" aria-busy="true" />;

/** The wallet (see docs/features.md, "Wallet"). */
export const WalletScreen = browserOnly<ComponentProps<typeof WalletWithClient>>(
  () => import("./screens-with-client.js").then((module) => ({ default: module.WalletWithClient })),
  loading,
);

/** The VIP club (see docs/features.md, "VIP club and loyalty"). */
export const VipClubScreen = browserOnly<ComponentProps<typeof VipClubWithClient>>(
  () => import("./screens-with-client.js").then((module) => ({ default: module.VipClubWithClient })),
  loading,
);

/** The player's history (see docs/features.md, "History"). */
export const HistoryScreen = browserOnly<ComponentProps<typeof HistoryWithClient>>(
  () => import("./screens-with-client.js").then((module) => ({ default: module.HistoryWithClient })),
  loading,
);

/** The offers taken without a deposit (see docs/features.md, "Free money"). */
export const FreeMoneyScreen = browserOnly<ComponentProps<typeof FreeMoneyWithClient>>(
  () => import("./screens-with-client.js").then((module) => ({ default: module.FreeMoneyWithClient })),
  loading,
);
