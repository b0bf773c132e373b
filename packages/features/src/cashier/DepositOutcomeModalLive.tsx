"use client";

import { browserOnly } from "../lazy/browser-only.js";

/**
 * `?modal=deposit-<outcome>&met=…`: how a deposit ended, with another method offered after a
 * failure, loaded from its own chunk when it opens (see docs/features.md, "Deposit outcomes and 3DS").
 */
export const DepositOutcomeModalLive = browserOnly(() => import("./DepositOutcomeModalContainer.js"));
