import { expect, test } from "../fixtures";
import { placeRound } from "../reference-api";
import { newDepositor, setLimit } from "../safety-players";
import { signInWithCookie } from "../session";
import { fromPhoneWidth, shootAtEachWidth, THEMES, useSiteTheme } from "./visual-helpers";

test.describe.configure({ mode: "serial" });

const GAME = "book-of-embers";

for (const theme of THEMES) {
  test.describe(`the bonus-buy question in the ${theme} theme`, () => {
    useSiteTheme(theme);
    let token = "";
    // A player of its own with money to stake and a maximum bet of €5.
    test.beforeAll(async ({ request }) => {
      token = (await newDepositor(request, `visual-bonus-buy-${theme}`)).token;
      await setLimit(request, token, { type: "bet", maxBet: 5 });
    });

    fromPhoneWidth();

    test("a bonus buy over the bet limit asks first", async ({ page, context, request, baseURL }) => {
      await signInWithCookie(context, baseURL, token);
      await page.goto(`/play/${GAME}`);
      const question = page.getByRole("dialog", { name: "Bonus buy" });
      // The socket may still be connecting: the game buys until the question shows.
      await expect(async () => {
        expect(await placeRound(request, token, { amount: 20, gameSlug: GAME, bonusBuy: true })).toBe(422);
        await expect(question).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await shootAtEachWidth(page, [theme, "bonus-buy-question.png"]);
      await question.getByRole("button", { name: "Confirm Regular Bet" }).click();
      await expect(question).toBeHidden();
    });
  });
}
