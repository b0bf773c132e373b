/**
 * How playwright.config.ts starts the site for the journeys. Its port follows `E2E_WEB_PORT`, so
 * checkouts running side by side do not collide.
 */

/**
 * A second server of the same build behind the same reference API, for the journey that proves the
 * site keeps no player's state in its process (two-instances.spec.ts).
 */
export const SECOND_INSTANCE_PORT = Number(process.env.E2E_WEB_PORT ?? 3100) + 50;

export const SECOND_INSTANCE_URL = `http://localhost:${SECOND_INSTANCE_PORT}`;

/**
 * How long the site's server waits for one back-end answer (`CASINO_API_TIMEOUT_MS`): shorter than
 * the product's 15 s so the fault matrix can show a timed-out read within a journey.
 */
export const E2E_API_TIMEOUT_MS = 4_000;

/**
 * The secret the site signs each visitor's address with and the reference API checks
 * (`CASINO_FORWARDING_SECRET`, `REFERENCE_API_FORWARDING_SECRET`), so the rate limits count the
 * address the site's server saw (docs/security.md, "Second round: the site").
 */
export const E2E_FORWARDING_SECRET = "e2e-forwarding-secret";
