import { test as base } from "@playwright/test";
import { E2E_NOW } from "./clock";

/**
 * Playwright's `test` with every page's clock installed at {@link E2E_NOW} before the page loads:
 * no journey reads the wall clock (time still flows from there, so timers and polls run).
 * Journeys that need time to stand still or jump call `page.clock` themselves.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await page.clock.install({ time: E2E_NOW });
    await provide(page);
  },
});

export { expect } from "@playwright/test";
