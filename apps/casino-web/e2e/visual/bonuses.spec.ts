import { E2E_NOW } from "../clock";
import { expect, test } from "../fixtures";
import { addBonusWagering, demoPlayerToken, signUpPlayer } from "../reference-api";
import { acceptCookieNotice, signInWithCookie, waitForServerDrawnParts } from "../session";
import { shootAtEachWidth, THEMES, VIEWPORTS, useSiteTheme } from "./visual-helpers";

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  test.describe(`the bonuses and promotions screens in the ${theme} theme`, () => {
    useSiteTheme(theme);

    // Each screen is set up once at a phone's width and taken at each width. Not with fromPhoneWidth:
    // the coupon's test lets time flow, the others stand it still themselves.
    test.beforeEach(async ({ page, context, baseURL }) => {
      await page.setViewportSize(VIEWPORTS.phone);
      await acceptCookieNotice(context, baseURL);
    });

    test("the bonuses page: active bonus, coupon, available bonuses, history", async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      // Read only: the bonus player's active deposit bonus and the promotions. Time stands still for the countdown.
      await page.clock.setFixedTime(E2E_NOW);
      await signInWithCookie(context, baseURL, await demoPlayerToken(request, "bonus@demo.casino"));
      await page.goto("/bonuses");
      await waitForServerDrawnParts(page);
      await expect(page.getByRole("table", { name: "Bonus history" })).toBeVisible();
      await shootAtEachWidth(page, [theme, "bonuses-page.png"], { fullPage: true });
    });

    test("the promotions grid with its filters", async ({ page }) => {
      await page.clock.setFixedTime(E2E_NOW);
      await page.goto("/promotions");
      await expect(page.getByRole("article").first()).toBeVisible();
      // The viewport only: banners further down load lazily, when scrolled to.
      await shootAtEachWidth(page, [theme, "promotions-grid.png"]);
    });

    test("a coupon refused and applied, then the bonus claimed as cash", async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      // A player of its own: the coupon is redeemed and the bonus claimed. Time flows from E2E_NOW
      // (fixtures.ts) so the calls' timers run; no countdown is in these pictures.
      const email = `visual-bonus-${theme}@example.com`;
      await signInWithCookie(context, baseURL, await signUpPlayer(request, email));
      await page.goto("/bonuses");
      await waitForServerDrawnParts(page);
      const form = page.getByRole("form", { name: "Have a coupon?" });
      const field = form.getByLabel("Coupon code");

      await field.fill("WINTER99");
      await form.getByRole("button", { name: "Apply" }).click();
      await expect(field).toHaveAccessibleDescription("The coupon could not be applied.");
      await shootAtEachWidth(form, [theme, "coupon-not-applied.png"]);

      await field.fill("SPRING25");
      await form.getByRole("button", { name: "Apply" }).click();
      await expect(form.getByRole("status")).toHaveText("Coupon applied: the bonus is yours.");
      await shootAtEachWidth(form, [theme, "coupon-applied.png"]);

      await form.getByRole("button", { name: "Apply" }).click();
      await expect(field).toHaveAccessibleDescription("This coupon has already been redeemed.");
      await shootAtEachWidth(form, [theme, "coupon-already-redeemed.png"]);

      await addBonusWagering(request, email, 875);
      // Reloaded at a phone's width, as the test began (the pictures before left it at a desktop's).
      await page.setViewportSize(VIEWPORTS.phone);
      await page.reload();
      await waitForServerDrawnParts(page);
      await page.getByRole("button", { name: "Claim as cash" }).click();
      await expect(page.getByRole("status").filter({ hasText: "€25.00 is now cash in your balance." })).toBeVisible();
      await shootAtEachWidth(page, [theme, "bonus-claimed.png"]);
    });
  });
}
