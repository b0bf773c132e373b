import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./accessibility";

/** The RTP each tile of the page's game grid shows, in order. */
async function tileRtps(page: Page): Promise<number[]> {
  const names = await page.getByRole("list", { name: "Slots" }).getByRole("link").allTextContents();
  return names.map((name) => Number(/RTP ([\d.]+)%/.exec(name)?.[1] ?? Number.NaN));
}

test("the lobby lists the categories, and the menu's Slots and Live casino pages list games", async ({ page }) => {
  await page.goto("/casino");
  await expect(page.getByRole("region", { name: "Slots" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Live Games" })).toBeVisible();

  await page.goto("/casino/slots");
  await expect(page.getByRole("heading", { level: 1, name: "Slots" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Slots" }).getByRole("listitem")).toHaveCount(24);
  await page.goto("/casino/live-casino");
  await expect(page.getByRole("heading", { level: 1, name: "Live Games" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Live Games" }).getByRole("listitem").first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a category sorts by RTP, keeps the sort after a reload and takes the stored sort elsewhere", async ({ page }) => {
  await page.goto("/casino/slots");
  await page.getByLabel("Sort by").selectOption("rtp");
  await expect(page).toHaveURL(/\/casino\/slots\?sort=rtp$/);
  await expect(page.getByLabel("Sort by")).toHaveValue("rtp");
  const rtps = await tileRtps(page);
  expect(rtps).toEqual([...rtps].sort((a, b) => b - a));

  await page.reload();
  await expect(page.getByLabel("Sort by")).toHaveValue("rtp");
  expect(await tileRtps(page)).toEqual(rtps);
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/casino\/slots\?sort=rtp&page=2$/);

  // The stored sort (a key the 403 rule clears) applies to a list opened without one.
  expect(await page.evaluate(() => window.localStorage.getItem("gameSortBy"))).toBe("rtp");
  await page.goto("/casino/megaways");
  await expect(page).toHaveURL(/\/casino\/megaways\?sort=rtp$/);
  await expectNoAxeViolations(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a newcomer searches from the header, opens a game, and finds the search among the recent ones", async ({
    page,
  }) => {
    await page.goto("/casino");
    await page.getByRole("banner").getByRole("link", { name: "Search games" }).click();
    const dialog = page.getByRole("dialog", { name: "Search games" });
    await dialog.getByLabel("Game or provider name").fill("embers");
    await expect(dialog.getByRole("link", { name: /Book of Embers/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("link", { name: /Book of Embers/ }).click();
    await expect(page).toHaveURL(/\/casino\/games\/book-of-embers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Book of Embers" })).toBeVisible();

    await page.keyboard.press("/");
    await expect(dialog.getByRole("button", { name: "embers" })).toBeVisible();
    await dialog.getByLabel("Game or provider name").fill("zzzz");
    await expect(dialog.getByRole("status")).toHaveText("No games match “zzzz”");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("a rail comes with the games a wide row shows, and the rest are there as the player goes along it", async ({
    page,
    request,
  }) => {
    // The server's page: seven tiles a rail (docs/performance.md, "A rail draws what a screen shows").
    await page.goto("/casino");
    const served = await page.evaluate(
      (source) =>
        [...new DOMParser().parseFromString(source, "text/html").querySelectorAll("main .casino-GameRail-track")].map(
          (track) => track.children.length,
        ),
      await (await request.get("/casino")).text(),
    );
    expect(served.length).toBeGreaterThan(1);
    expect(Math.max(...served)).toBe(7);

    const rail = page.getByRole("region", { name: "Slots" });
    const tiles = rail.getByRole("listitem");
    await expect(tiles).toHaveCount(7);
    // Along the row with Next, as a phone's player goes: the rest are drawn before the row ends.
    const next = rail.getByRole("button", { name: "Next games" });
    await next.click();
    await expect(tiles).toHaveCount(12);
    await expect(async () => {
      if (await next.isEnabled()) await next.click();
      await expect(next).toBeDisabled({ timeout: 1_000 });
    }).toPass();
    await expect(tiles.last()).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test("the search page finds a game by part of its name and keeps the search in the address", async ({ page }) => {
    await page.goto("/casino/search");
    await page.getByRole("search").getByLabel("Game or provider name").fill("ember");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/casino\/search\?q=ember$/);
    await expect(
      page.getByRole("list", { name: "Games found" }).getByRole("link", { name: /Book of Embers/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("Ctrl+K opens the search, and Enter opens the full results", async ({ page }) => {
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Search games" });
  // The shortcut works once the header has hydrated; a press before that (a loaded machine) is
  // lost, as it would be for a player, so the journey presses again until the dialog opens.
  await expect(async () => {
    await page.keyboard.press("Control+k");
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByLabel("Game or provider name").fill("book");
  await dialog.getByLabel("Game or provider name").press("Enter");
  await expect(page).toHaveURL(/\/casino\/search\?q=book$/);
  await expect(page.getByRole("list", { name: "Games found" }).getByRole("listitem").first()).toBeVisible();
});

test("the providers page lists each studio with its games, and leads to them", async ({ page }) => {
  await page.goto("/providers");
  await expect(page.getByRole("heading", { level: 1, name: "Game providers" })).toBeVisible();
  const emberforge = page.getByRole("link", { name: /^Emberforge \d+ games$/ });
  await expect(emberforge).toBeVisible();
  await expectNoAxeViolations(page);
  await emberforge.click();
  await expect(page).toHaveURL(/\/casino\/search\?provider=emberforge$/);
  await expect(page.getByRole("heading", { level: 1, name: "Emberforge" })).toBeVisible();
  await expect(
    page
      .getByRole("list", { name: "Emberforge" })
      .getByRole("link", { name: /Emberforge/ })
      .first(),
  ).toBeVisible();
});
