/**
 * The instant the consumer test's journeys run at: the reference API's clock starts here
 * (playwright.config.ts) and each page's clock is installed here, so the rakeback days are the same
 * at any hour of the real day. A Monday at noon UTC.
 */
export const E2E_NOW = new Date("2026-11-23T12:00:00.000Z");
