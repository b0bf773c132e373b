"use client";

import { browserOnly } from "../lazy/browser-only.js";

/**
 * `?modal=cashier&method=…`: the cashier in a dialog over the page, loaded from its own chunk when it
 * opens (see docs/features.md, "Deposits"). `onClose` removes the query parameter.
 */
export const CashierModalLive = browserOnly(() => import("./CashierModalContainer.js"));
