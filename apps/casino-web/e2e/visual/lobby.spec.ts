import type { Page } from "@playwright/test";
import { E2E_NOW } from "../clock";
import { expect, test } from "../fixtures";
import { settle, THEMES, VIEWPORTS, useSiteTheme } from "./visual-helpers";

/** A lobby screen: its address, and what to do once it loaded. */
interface Screen {
  readonly name: string;
  readonly path: string;
  readonly ready?: (page: Page) => Promise<void>;
}

const SCREENS: readonly Screen[] = [
  { name: "category-sorted", path: "/casino/slots?sort=rtp" },
  { name: "providers", path: "/providers" },
  { name: "search-page", path: "/casino/search?q=book" },
  {
    name: "search-dialog",
    path: "/casino",
    ready: async (page) => {
      await page.getByRole("banner").getByRole("link", { name: "Search games" }).click();
      const dialog = page.getByRole("dialog", { name: "Search games" });
      await dialog.getByLabel("Game or provider name").fill("book");
      await expect(dialog.getByRole("link", { name: /Book of Embers/ })).toBeVisible();
    },
  },
  { name: "play-demo", path: "/play/book-of-embers?demo=1" },
];

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  test.describe(`the lobby in the ${theme} theme`, () => {
    useSiteTheme(theme);

    // One page load per screen: drawn at the phone's width, then resized to the desktop's and drawn
    // again, each picture against the same baseline as a fresh load at that width (the pictures of
    // a fresh load per width and of this one are the same pixels).
    for (const screen of SCREENS) {
      test(`${screen.name} at each width`, async ({ page, context, baseURL }) => {
        await page.clock.setFixedTime(E2E_NOW);
        await context.addCookies([{ name: "gameCookieConsent", value: "accepted", url: baseURL ?? "" }]);
        for (const [width, viewport] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(viewport);
          if (width === "phone") {
            await page.goto(screen.path);
            await screen.ready?.(page);
          }
          await settle(page);
          await expect(page).toHaveScreenshot([theme, width, `${screen.name}.png`]);
        }
      });
    }
  });
}
