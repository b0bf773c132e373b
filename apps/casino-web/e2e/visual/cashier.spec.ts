import { E2E_NOW } from "../clock";
import { expect, test } from "../fixtures";
import { demoPlayerToken } from "../reference-api";
import { acceptCookieNotice, signInWithCookie } from "../session";
import { settle, THEMES, VIEWPORTS, useSiteTheme } from "./visual-helpers";

test.describe.configure({ mode: "serial" });

// Players whose wallets no journey changes, so the header's balance is the same in every run.
const DEPOSITING_PLAYER = "unverified@demo.casino";
const EXCLUDED_PLAYER = "excluded@demo.casino";

for (const theme of THEMES) {
  test.describe(`the cashier in the ${theme} theme`, () => {
    useSiteTheme(theme);

    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      test.describe(`at ${width} width`, () => {
        test.beforeEach(async ({ page, context, baseURL }) => {
          await page.clock.setFixedTime(E2E_NOW);
          await page.setViewportSize(viewport);
          await acceptCookieNotice(context, baseURL);
        });

        test("the deposit page: methods, amount and card form", async ({ page, context, request, baseURL }) => {
          await signInWithCookie(context, baseURL, await demoPlayerToken(request, DEPOSITING_PLAYER));
          await page.goto("/deposit");
          await expect(page.getByRole("radio", { name: "Visa" })).toBeChecked();
          await expect(page.getByLabel("Card number")).toBeVisible();
          await settle(page);
          await expect(page).toHaveScreenshot([theme, width, "deposit.png"], { fullPage: true });
        });

        test("a deposit outcome modal", async ({ page, context, request, baseURL }) => {
          await signInWithCookie(context, baseURL, await demoPlayerToken(request, DEPOSITING_PLAYER));
          await page.goto("/deposit?modal=deposit-decline&met=visa");
          await expect(page.getByRole("dialog", { name: "Deposit declined" })).toBeVisible();
          await settle(page);
          await expect(page).toHaveScreenshot([theme, width, "deposit-declined.png"]);
        });

        test("the cashier closed for a self-excluded player", async ({ page, context, request, baseURL }) => {
          await signInWithCookie(context, baseURL, await demoPlayerToken(request, EXCLUDED_PLAYER));
          await page.goto("/deposit");
          await expect(page.getByTestId("cashier-closed")).toBeVisible();
          await settle(page);
          await expect(page).toHaveScreenshot([theme, width, "cashier-closed.png"]);
        });
      });
    }
  });
}
