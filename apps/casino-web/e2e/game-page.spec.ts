import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./accessibility";
import { demoPlayerToken, REFERENCE_API_URL } from "./reference-api";

test("a game page shows its details and asks for the game cookies before it offers play and the demo", async ({
  page,
}) => {
  await page.goto("/casino/games/book-of-embers");
  await expect(page.getByRole("heading", { level: 1, name: "Book of Embers" })).toBeVisible();
  await expect(page.getByText("Return to player")).toBeVisible();
  await expect(page.getByText("Playable with a bonus")).toBeVisible();
  const stage = page.getByRole("region", { name: "Game window" });
  await expect(stage.getByRole("heading", { name: "Game cookies" })).toBeVisible();
  await expect(stage.getByRole("link", { name: "Play" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await stage.getByRole("button", { name: "Accept and continue" }).click();
  // A guest's Play asks them to sign in; the demo opens the play page.
  await expect(stage.getByRole("link", { name: "Play", exact: true })).toHaveAttribute("href", "?modal=login");
  await stage.getByRole("link", { name: "Play demo" }).click();
  await expect(page).toHaveURL(/\/play\/book-of-embers\?demo=1$/);
  await expect(page.getByText("Demo play: no money is bet.")).toBeVisible();
  await expect(page.getByText(/The game from Emberforge opens here/)).toBeVisible();
  await expect(page.locator("body")).not.toHaveClass(/\bgame-page-body\b/);
});

test("a live table says its demo is unavailable, and a player's Play opens the play page", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.addCookies([
    { name: "gameCookieConsent", value: "accepted", url: baseURL ?? "" },
    { name: "accessToken", value: await demoPlayerToken(request), url: baseURL ?? "" },
  ]);
  await page.goto("/casino/live-casino");
  await page.getByRole("list", { name: "Live Games" }).getByRole("link").first().click();
  const stage = page.getByRole("region", { name: "Game window" });
  await expect(stage.getByText("Demo play unavailable")).toBeVisible();
  await expect(page.locator("body")).toHaveClass(/\bgame-page-body\b/);
  await stage.getByRole("link", { name: "Play", exact: true }).click();
  await expect(page).toHaveURL(/\/play\/[\w-]+$/);
  await expect(page.getByText(/opens here/)).toBeVisible();
  // Leaving a game page drops its body style (the play page may reload itself to shed marketing scripts:
  // the assertion waits for the page that stays).
  await expect(page.locator("body")).not.toHaveClass(/\bgame-page-body\b/);
});

test("an unknown game answers the not-found page", async ({ page }) => {
  const response = await page.goto("/casino/games/no-such-game");
  expect(response?.status()).toBe(404);
});

test("a player with an active bonus is told a game that does not count towards it takes no bonus money", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const response = await request.get(`${REFERENCE_API_URL}/api/admin/get-games?limit=48`);
  const games = ((await response.json()) as { data: { rows: { slug: string; bonusCompatible?: boolean | number }[] } })
    .data.rows;
  const ineligible = games.find((game) => game.bonusCompatible === false || game.bonusCompatible === 0);
  const eligible = games.find((game) => game.bonusCompatible === true || game.bonusCompatible === 1);
  if (!ineligible || !eligible) throw new Error("the catalogue's first games are all of one kind");
  await context.addCookies([
    { name: "gameCookieConsent", value: "accepted", url: baseURL ?? "" },
    // The player with an active deposit bonus; nothing here changes it.
    { name: "accessToken", value: await demoPlayerToken(request, "bonus@demo.casino"), url: baseURL ?? "" },
  ]);
  const message = "Bonus money cannot be played on this game while a bonus is active.";

  await page.goto(`/play/${ineligible.slug}`);
  const stage = page.getByRole("region", { name: "Game window" });
  await expect(stage.getByText(/opens here/)).toBeVisible();
  await expect(stage.getByRole("alert")).toHaveText(message);
  await expectNoAxeViolations(page);

  await page.goto(`/play/${eligible.slug}`);
  await expect(stage.getByText(/opens here/)).toBeVisible();
  await expect(stage.getByText(message)).toHaveCount(0);
});
