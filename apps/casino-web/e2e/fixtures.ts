import { test as base } from "@playwright/test";
import { E2E_NOW } from "./clock";

/**
 * Playwright's `test` with every page's clock installed at {@link E2E_NOW} before the page loads:
 * no journey reads the wall clock (time still flows from there, so timers and polls run).
 * Journeys that need time to stand still or jump call `page.clock` themselves.
 *
 * Each worker keeps one browser context for all its tests (`reuseContext` in playwright.config.ts;
 * docs/testing.md, "One browser context per worker"). Between tests Playwright clears its cookies,
 * storage, cache, routes and scripts and hands out the page afresh; what it keeps, the permissions
 * and position a journey granted, this fixture takes back (e2e/test-isolation.spec.ts checks both).
 */
export const test = base.extend({
  page: async ({ page, context }, provide) => {
    await page.clock.install({ time: E2E_NOW });
    await provide(page);
    await context.clearPermissions();
    await context.setGeolocation(null);
  },
});

export { expect } from "@playwright/test";
