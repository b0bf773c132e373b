import type { Page } from "@playwright/test";
import { E2E_NOW } from "../clock";
import { test } from "../fixtures";
import { patchSettings } from "../reference-api";
import { acceptCookieNotice } from "../session";

/** The themes the kit ships, each a brand of its own. */
export const THEMES = ["curacao", "lulu", "wincraft"] as const;

/**
 * Switches the whole site to `theme` (and to any other `settings` given) for the tests of the
 * enclosing describe, and back after them (these are back-end settings every visitor sees: the
 * visual specs run one at a time).
 */
export function useSiteTheme(theme: (typeof THEMES)[number], settings: Record<string, unknown> = {}): void {
  let restore: Record<string, unknown> = {};
  test.beforeAll(async ({ request }) => {
    restore = await patchSettings(request, { ...settings, theme });
  });
  test.afterAll(async ({ request }) => {
    await patchSettings(request, restore);
  });
}

/** A phone and a desktop, the two widths every baseline is taken at. */
export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** One of the widths of {@link VIEWPORTS}, as a baseline's folder names it. */
export type Width = keyof typeof VIEWPORTS;
type Viewport = (typeof VIEWPORTS)[Width];

/**
 * The enclosing describe's `tests` once per width, each in a describe of its own: before each test
 * the page's clock stands at `E2E_NOW`, the viewport has the width, and the cookie notice is
 * accepted (it would cover the foot of every screenshot).
 */
export function atEachWidth(tests: (width: Width, viewport: Viewport) => void): void {
  for (const [width, viewport] of Object.entries(VIEWPORTS) as [Width, Viewport][]) {
    test.describe(`at ${width} width`, () => {
      test.beforeEach(async ({ page, context, baseURL }) => {
        await page.clock.setFixedTime(E2E_NOW);
        await page.setViewportSize(viewport);
        await acceptCookieNotice(context, baseURL);
      });
      tests(width, viewport);
    });
  }
}

/** Waits until the page is drawn as a player would see it: fonts and pictures in, nothing in flight. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy pictures below the fold never load until scrolled to: wait only for those in view.
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    });
    await Promise.all(
      inView.map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener("load", resolve, { once: true });
              image.addEventListener("error", resolve, { once: true });
            }),
      ),
    );
  });
}
