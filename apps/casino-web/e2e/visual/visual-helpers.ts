import type { Locator, Page, PageAssertionsToHaveScreenshotOptions } from "@playwright/test";
import { E2E_NOW } from "../clock";
import { expect, test } from "../fixtures";
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
 * accepted (it would cover the foot of every screenshot). Only for a state that depends on the
 * width itself (a control only one width has, a scroll the presses leave in a different place at
 * each width): every other screen is set up once with {@link fromPhoneWidth} and {@link shootAtEachWidth}.
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

/**
 * Before each test of the enclosing describe: the page's clock stands at `E2E_NOW`, the viewport is
 * a phone's, and the cookie notice is accepted (it would cover the foot of every screenshot). Each
 * test sets its screen up once and takes it at every width with {@link shootAtEachWidth}.
 */
export function fromPhoneWidth(): void {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await page.clock.setFixedTime(E2E_NOW);
    await page.setViewportSize(VIEWPORTS.phone);
    await acceptCookieNotice(context, baseURL);
  });
}

/** What a screenshot of {@link shootAtEachWidth} takes besides its name (a full page, masks). */
type ShotOptions = PageAssertionsToHaveScreenshotOptions;

/**
 * One screen, set up once, against its baseline at each width of {@link VIEWPORTS}: at the phone's
 * width as the test left it, then resized to the desktop's, where `afterResize` redoes what a fresh
 * load at that width did just before its picture and a resize keeps from the phone's (a scroll,
 * say). The page settles and `target` is compared with `{theme}/{width}/{name}`, the baseline a
 * fresh load per width is compared with (the layout answers the width alone).
 */
export async function shootAtEachWidth(
  target: Page | Locator,
  [theme, name]: readonly [string, string],
  options: ShotOptions | (() => Promise<ShotOptions>) = {},
  afterResize?: () => Promise<void>,
): Promise<void> {
  const page = "page" in target ? target.page() : target;
  for (const [width, viewport] of Object.entries(VIEWPORTS) as [Width, Viewport][]) {
    await page.setViewportSize(viewport);
    if (width !== "phone") await afterResize?.();
    await settle(page);
    // Options read from the page (a mask's colour, say) are read at this width.
    const shot = typeof options === "function" ? await options() : options;
    // The same call on either kind of target: each has its own overload.
    if ("page" in target) await expect(target).toHaveScreenshot([theme, width, name], shot);
    else await expect(target).toHaveScreenshot([theme, width, name], shot);
  }
}

/**
 * Scrolls the page back to its top, where a fresh load at a desktop's width stays when everything the
 * test presses is in view (a resize keeps the scroll the phone's presses made).
 */
export async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Waits until the page is drawn as a player would see it: fonts and pictures in, nothing in flight. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  // The theme's font loads after the first paint (`FONTS_AFTER_FIRST_PAINT_SCRIPT`), outside
  // `document.fonts.ready` until asked for: the mark comes off once it is in.
  await page.waitForFunction(() => !document.documentElement.hasAttribute("data-fonts"));
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
