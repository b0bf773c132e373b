/**
 * A second server of the same build behind the same reference API (started by playwright.config.ts),
 * for the journey that proves the site keeps no player's state in its process. Its port follows the
 * first one's, so checkouts running side by side do not collide.
 */
export const SECOND_INSTANCE_PORT = Number(process.env.E2E_WEB_PORT ?? 3100) + 50;

export const SECOND_INSTANCE_URL = `http://localhost:${SECOND_INSTANCE_PORT}`;
