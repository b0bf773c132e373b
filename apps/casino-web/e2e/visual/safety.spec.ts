import { E2E_NOW } from "../clock";
import { expect, test } from "../fixtures";
import { demoPlayerToken } from "../reference-api";
import { waitForServerDrawnParts } from "../session";
import { atServerTime, newPlayerToken, setLimit } from "../safety-players";
import { fromPhoneWidth, shootAtEachWidth, THEMES, useSiteTheme } from "./visual-helpers";

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  test.describe(`safer gambling in the ${theme} theme`, () => {
    useSiteTheme(theme);
    let token = "";

    test.beforeAll(async ({ request }) => {
      token = await newPlayerToken(request, `visual-${theme}`);
      // A limit of each kind, a raise applied at once (the default market has no cooling-off), and a
      // bet limit with a maximum bet just changed.
      await atServerTime(request, E2E_NOW, async () => {
        await setLimit(request, token, { type: "deposit", period: 0, amount: 100 });
        await setLimit(request, token, { type: "deposit", period: 0, amount: 300 });
        await setLimit(request, token, { type: "loss", period: 1, amount: 250 });
        await setLimit(request, token, { type: "bet", period: 2, amount: 1000, maxBet: 5 });
      });
    });

    fromPhoneWidth();

    test("the limits page at each width", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "accessToken", value: token, url: baseURL ?? "" }]);
      await page.goto("/profile2/limits");
      await waitForServerDrawnParts(page);
      await expect(page.getByText("€0.00 of €300.00 used")).toBeVisible();
      await expect(page.getByText("Maximum bet: €5.00")).toBeVisible();
      await shootAtEachWidth(page, [theme, "limits.png"], { fullPage: true });
    });

    test("the self-exclusion confirm at each width", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "accessToken", value: token, url: baseURL ?? "" }]);
      await page.goto("/profile2/limits");
      await waitForServerDrawnParts(page);
      const section = page.getByRole("region", { name: "Self-exclusion" });
      await section.getByRole("radio", { name: "1 week" }).click();
      await section.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("dialog", { name: "Exclude yourself?" })).toBeVisible();
      await shootAtEachWidth(page, [theme, "self-exclusion-confirm.png"]);
    });

    test("a game's play page for a self-excluded player at each width", async ({ page, context, baseURL, request }) => {
      await context.addCookies([
        { name: "accessToken", value: await demoPlayerToken(request, "excluded@demo.casino"), url: baseURL ?? "" },
      ]);
      await page.goto("/play/book-of-embers");
      await expect(page.getByRole("region", { name: "Play is closed" })).toBeVisible();
      await shootAtEachWidth(page, [theme, "play-closed.png"]);
    });
  });
}
