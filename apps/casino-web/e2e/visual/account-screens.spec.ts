import { expect, test } from "../fixtures";
import { demoPlayerToken } from "../reference-api";
import { signInWithCookie } from "../session";
import { fromPhoneWidth, shootAtEachWidth, THEMES, useSiteTheme } from "./visual-helpers";

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  test.describe(`the account screens in the ${theme} theme`, () => {
    useSiteTheme(theme);

    fromPhoneWidth();

    // wallet@demo.casino is only read here: a bonus part wagered, deposit wagering left, loyalty level 4.
    test("the wallet", async ({ page, context, request, baseURL }) => {
      await signInWithCookie(context, baseURL, await demoPlayerToken(request, "wallet@demo.casino"));
      await page.goto("/profile2/balance");
      await expect(page.getByText("€700.00 of €2,800.00 wagered")).toBeVisible({ timeout: 20_000 });
      await shootAtEachWidth(page, [theme, "wallet.png"], { fullPage: true });
    });

    test("the VIP club", async ({ page, context, request, baseURL }) => {
      await signInWithCookie(context, baseURL, await demoPlayerToken(request, "wallet@demo.casino"));
      await page.goto("/vip-club");
      await expect(page.getByRole("progressbar")).toBeVisible({ timeout: 20_000 });
      await shootAtEachWidth(page, [theme, "vip-club.png"], { fullPage: true });
    });

    test("the history's bonuses", async ({ page, context, request, baseURL }) => {
      await signInWithCookie(context, baseURL, await demoPlayerToken(request, "wallet@demo.casino"));
      await page.goto("/profile2/my-history?tab=bonuses");
      await expect(page.getByRole("region", { name: "Bonus history" })).toBeVisible({ timeout: 20_000 });
      await shootAtEachWidth(page, [theme, "history-bonuses.png"], { fullPage: true });
    });

    test("free money for a visitor", async ({ page }) => {
      await page.goto("/freemoney");
      await expect(page.getByRole("main").getByRole("article").first()).toBeVisible({ timeout: 20_000 });
      await shootAtEachWidth(page, [theme, "freemoney.png"], { fullPage: true });
    });
  });
}
