import { isCashbackCardHidden } from "@casino/domain";
import type { BrowserContext, Page } from "@playwright/test";
import { E2E_NOW } from "../clock";
import { expect, test } from "../fixtures";
import { clearFaults, controlState, demoPlayerToken, injectFault, setVisitorLocation } from "../reference-api";
import { settle, THEMES, VIEWPORTS, useSiteTheme } from "./visual-helpers";

/** A page as a visitor sees it: its address, and whether a player is signed in. */
interface Screen {
  readonly name: string;
  readonly path: string;
  readonly player?: boolean;
  /** Waits for what the page draws in the browser after it loads, in a theme. */
  readonly ready?: (page: Page, theme: string) => Promise<void>;
}

const SCREENS: readonly Screen[] = [
  { name: "home-guest", path: "/" },
  { name: "home-player", path: "/", player: true },
  { name: "lobby", path: "/casino" },
  { name: "category", path: "/casino/hot" },
  { name: "game", path: "/casino/games/book-of-embers" },
  // "/promotions" as a visitor sees it is bonuses.spec.ts's "promotions-grid" in every theme and width
  // (the same page in the same state: the two baselines were the same pixels), so it is not taken twice.
  {
    name: "cashback-player",
    path: "/cashback",
    player: true,
    // The card counts down and the rakeback calendar draws in the browser (a carousel on phones,
    // held still as for reduced motion); the themes that hide the card show a line instead.
    ready: async (page, theme) => {
      if (isCashbackCardHidden(theme)) {
        await expect(page.getByRole("main").getByRole("paragraph")).toBeVisible();
        return;
      }
      await page.emulateMedia({ reducedMotion: "reduce" });
      await expect(page.getByTestId("cashback-figures").locator("time")).toBeVisible();
      const calendar = page.getByRole("main").getByRole("region", { name: "Rakeback calendar" });
      await expect(calendar.getByText("Claimed", { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: "deposit-player",
    path: "/deposit",
    player: true,
    // The cashier draws itself after the page, once the tab's API client is there.
    ready: (page) => expect(page.getByRole("button", { name: /^Deposit €/ })).toBeVisible({ timeout: 15_000 }),
  },
  {
    name: "promotions-calendar",
    path: "/?modal=calendar",
    ready: (page) => expect(page.getByRole("dialog")).toBeVisible(),
  },
  { name: "not-found", path: "/no-such-page" },
  { name: "legal-page", path: "/privacy-policy" },
  { name: "legal-page-de", path: "/de/terms-and-conditions" },
];

/** Marks the cookie notice accepted, so each screen shows the page itself (the notice has its own baseline). */
async function acceptCookies(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: "gameCookieConsent", value: "accepted", url: baseURL }]);
}

test.describe.configure({ mode: "serial" });

// Without settings there is no brand theme to read: the page is drawn in the configured default
// theme (CASINO_DEFAULT_THEME), so it has one baseline per width, not one per theme.
test.describe("the site without its settings", () => {
  test.afterEach(async ({ request }) => {
    await clearFaults(request);
  });

  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`the settings error page at ${width} width`, async ({ page, request }) => {
      await injectFault(request, { path: "/api/core/casino/settings2", status: 503 });
      await page.clock.setFixedTime(E2E_NOW);
      await page.setViewportSize(viewport);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: "We'll be right back" })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(["default", width, "settings-error.png"]);
    });
  }
});

for (const theme of THEMES) {
  test.describe(`the ${theme} theme`, () => {
    useSiteTheme(theme);
    let token = "";

    test.beforeAll(async ({ request }) => {
      token = await demoPlayerToken(request);
    });

    // One page load per screen: drawn at the phone's width, then resized to the desktop's and drawn
    // again, each picture against the same baseline as a fresh load at that width (the layout
    // answers the width, not the load: a fresh load per width gave the same pixels).
    for (const screen of SCREENS) {
      test(`${screen.name} at each width`, async ({ page, context, baseURL }) => {
        // Time stands still for the screenshots: countdowns and dates read the same on every run.
        await page.clock.setFixedTime(E2E_NOW);
        await acceptCookies(context, baseURL ?? "");
        if (screen.player === true) {
          await context.addCookies([{ name: "accessToken", value: token, url: baseURL ?? "" }]);
        }
        for (const [width, viewport] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(viewport);
          if (width === "phone") await page.goto(screen.path);
          await screen.ready?.(page, theme);
          await settle(page);
          await expect(page).toHaveScreenshot([theme, width, `${screen.name}.png`]);
        }
      });
    }

    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      test(`the restricted-country overlay at ${width} width`, async ({ page, request, context, baseURL }) => {
        const usualLocation = (await controlState(request)).location;
        await setVisitorLocation(request, { countryCode: "US", ip: "203.0.113.9" });
        try {
          await page.clock.setFixedTime(E2E_NOW);
          await page.setViewportSize(viewport);
          await acceptCookies(context, baseURL ?? "");
          await page.goto("/");
          await expect(page.getByRole("dialog", { name: "We are not available in your country" })).toBeVisible();
          await settle(page);
          await expect(page).toHaveScreenshot([theme, width, "restricted-country.png"]);
        } finally {
          await setVisitorLocation(request, usualLocation);
        }
      });

      test(`the footer at ${width} width`, async ({ page, context, baseURL }) => {
        await page.clock.setFixedTime(E2E_NOW);
        await page.setViewportSize(viewport);
        await acceptCookies(context, baseURL ?? "");
        await page.goto("/de/promotions");
        const footer = page.getByRole("contentinfo");
        await footer.scrollIntoViewIfNeeded();
        await settle(page);
        await expect(footer).toHaveScreenshot([theme, width, "footer.png"]);
      });

      test(`the cookie notice at ${width} width`, async ({ page }) => {
        await page.clock.setFixedTime(E2E_NOW);
        await page.setViewportSize(viewport);
        await page.goto("/promotions");
        await expect(page.getByRole("region", { name: /cookie/i })).toBeVisible();
        await settle(page);
        await expect(page).toHaveScreenshot([theme, width, "cookie-notice.png"]);
      });
    }
  });
}
