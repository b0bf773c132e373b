"use client";

import { browserOnly } from "../lazy/browser-only.js";

/**
 * `?modal=calendar`: the seven-day promotions preview, loaded from its own chunk when it opens
 * (see docs/features.md, "Promotions calendar"). `onClose` removes the query parameter.
 */
export const PromotionsCalendarModalLive = browserOnly(() => import("./PromotionsCalendarModalContainer.js"));
