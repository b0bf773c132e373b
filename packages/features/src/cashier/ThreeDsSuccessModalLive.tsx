"use client";

import { browserOnly } from "../lazy/browser-only.js";

/**
 * `?modal=deposit-3ds-success`: posts the 3DS answer once and says the deposit went through, loaded
 * from its own chunk when it opens (see docs/features.md, "Deposit outcomes and 3DS").
 */
export const ThreeDsSuccessModalLive = browserOnly(() => import("./ThreeDsSuccessModalContainer.js"));
