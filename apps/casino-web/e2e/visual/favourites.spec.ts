import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../fixtures";
import { REFERENCE_API_URL, signUpPlayer } from "../reference-api";
import { signInWithCookie } from "../session";
import { fromPhoneWidth, shootAtEachWidth, THEMES, useSiteTheme } from "./visual-helpers";

/** The games the screenshots' player keeps as favourites, newest first on the page. */
const FAVOURITES = ["crystal-crown", "book-of-embers"] as const;

/** A player of these screenshots alone, with {@link FAVOURITES}: no journey changes them. */
async function playerWithFavourites(request: APIRequestContext): Promise<string> {
  const token = await signUpPlayer(request, `visual.favourites.${randomUUID()}@example.com`);
  for (const slug of [...FAVOURITES].reverse()) {
    const game = await request.get(`${REFERENCE_API_URL}/api/admin/get-game`, { params: { slug } });
    const { data } = (await game.json()) as { data: { id: number } };
    const added = await request.post(`${REFERENCE_API_URL}/api/user/add-favorite-game`, {
      headers: { authorization: `Bearer ${token}` },
      data: { gameId: data.id },
    });
    if (!added.ok()) throw new Error(`adding ${slug} failed: ${String(added.status())}`);
  }
  return token;
}

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  test.describe(`the favourites page in the ${theme} theme`, () => {
    useSiteTheme(theme);

    fromPhoneWidth();

    test("favourites at each width", async ({ page, context, request, baseURL }) => {
      await signInWithCookie(context, baseURL, await playerWithFavourites(request));
      await page.goto("/profile/favorites");
      // Drawn once the hearts show the player's favourites (the tab's client has answered).
      const list = page.getByRole("list", { name: "Favourites" });
      await expect(list.getByRole("button", { name: "Favourite Crystal Crown" })).toHaveAttribute(
        "aria-pressed",
        "true",
        { timeout: 20_000 },
      );
      await shootAtEachWidth(page, [theme, "favourites.png"]);
    });
  });
}
