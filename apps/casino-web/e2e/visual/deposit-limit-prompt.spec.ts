import { expect, test } from "../fixtures";
import { newPlayerReadyToDeposit } from "../safety-players";
import { signInWithCookie } from "../session";
import { fromPhoneWidth, shootAtEachWidth, THEMES, useSiteTheme } from "./visual-helpers";

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  // The uk market asks for a deposit limit before the first deposit.
  test.describe(`the deposit-limit prompt in the ${theme} theme`, () => {
    useSiteTheme(theme, { jurisdiction: "uk" });
    let token = "";
    test.beforeAll(async ({ request }) => {
      token = (await newPlayerReadyToDeposit(request, `visual-limit-prompt-${theme}`)).token;
    });

    fromPhoneWidth();

    test("the cashier before a first deposit", async ({ page, context, baseURL }) => {
      await signInWithCookie(context, baseURL, token);
      await page.goto("/deposit");
      await expect(page.getByRole("region", { name: "Set a deposit limit" })).toBeVisible({ timeout: 15_000 });
      await shootAtEachWidth(page, [theme, "deposit-limit-prompt.png"]);
    });
  });
}
