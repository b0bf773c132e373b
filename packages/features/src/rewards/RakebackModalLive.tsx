"use client";

import { browserOnly } from "../lazy/browser-only.js";

/**
 * `?modal=rakeback`: the player's rakeback calendar in a dialog, loaded from its own chunk when it
 * opens (see docs/features.md, "Rakeback calendar"). `onClose` removes the query parameter.
 */
export const RakebackModalLive = browserOnly(() => import("./RakebackModalContainer.js"));
