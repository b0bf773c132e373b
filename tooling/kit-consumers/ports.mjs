// The ports of the consumer test's servers (overridable, so several checkouts on one machine run side by side).
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const STARTER_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
export const SPA_PORT = STARTER_PORT + 2;
