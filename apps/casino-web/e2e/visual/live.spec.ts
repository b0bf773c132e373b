import { expect, test } from "../fixtures";
import { demoPlayerToken } from "../reference-api";
import { signInWithCookie } from "../session";
import { fromPhoneWidth, shootAtEachWidth, THEMES, useSiteTheme } from "./visual-helpers";

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  test.describe(`the live chat and the Game Pulse in the ${theme} theme`, () => {
    useSiteTheme(theme);

    fromPhoneWidth();

    test("the live chat of a signed-in player", async ({ page, context, request, baseURL }) => {
      // Only read here (the player reports being in the chat, nothing else).
      await signInWithCookie(context, baseURL, await demoPlayerToken(request, "pulse@demo.casino"));
      await page.goto("/chat");
      await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible({ timeout: 20_000 });
      // The messages (and the list of who is in the chat, left out) are whatever the journeys
      // before left there; the log keeps its height whatever it holds.
      await shootAtEachWidth(page.locator(".casino-ChatPanel-conversation"), [theme, "chat.png"], {
        mask: [page.getByRole("log", { name: "Messages" })],
      });
    });

    test("the Game Pulse of a game", async ({ page }) => {
      // Orchard Frenzy: nine seeded rounds on two days, no journey plays it.
      await page.goto("/casino/games/orchard-frenzy");
      const pulse = page.getByRole("region", { name: "Game Pulse" });
      await expect(pulse.getByRole("list", { name: "Latest wins" })).toBeVisible({ timeout: 20_000 });
      await shootAtEachWidth(pulse, [theme, "game-pulse.png"]);
    });
  });
}
