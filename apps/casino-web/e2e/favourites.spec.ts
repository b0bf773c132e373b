import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { signUpPlayer } from "./reference-api";
import { acceptCookieNotice, signInWithCookie } from "./session";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
});

test("a player adds a favourite with the heart, finds it on the favourites page and removes it there", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInWithCookie(context, baseURL, await signUpPlayer(request, `hearts.${randomUUID()}@example.com`));
  await page.goto("/casino/slots");
  const grid = page.getByRole("list", { name: "Slots" });
  const firstGame = (await grid.getByRole("link").first().locator(".casino-GameTile-name").textContent()) ?? "";
  const heart = grid.getByRole("button", { name: `Favourite ${firstGame}` });
  await expect(heart).toHaveAttribute("aria-pressed", "false", { timeout: 20_000 });
  // The hearts come with the page, so the press may come before the tab's API client: it shows at
  // once and is saved when the client is there.
  const saved = page.waitForResponse((response) => response.url().includes("/add-favorite-game") && response.ok());
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await saved;
  await expectNoAxeViolations(page);

  await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Favourite games" }).click();
  await expect(page).toHaveURL(/\/profile\/favorites$/);
  await expect(page.getByRole("heading", { level: 1, name: "Favourites" })).toBeVisible();
  const favourites = page.getByRole("list", { name: "Favourites" });
  await expect(favourites.getByRole("link", { name: new RegExp(firstGame) })).toBeVisible();
  // The list's own order is named until a sort is picked; a picked sort, the default one too, goes in the address.
  const sort = page.getByRole("combobox", { name: "Sort by" });
  await expect(sort).toHaveValue("");
  await expect(sort.locator("option:checked")).toHaveText("Newest first");
  await expectNoAxeViolations(page);
  await sort.selectOption({ label: "Most popular" });
  await expect(page).toHaveURL(/\/profile\/favorites\?sort=popular$/);
  await expect(sort).toHaveValue("popular");
  await sort.selectOption({ label: "Newest first" });
  await expect(page).toHaveURL(/\/profile\/favorites$/);
  await expect(favourites.getByRole("link", { name: new RegExp(firstGame) })).toBeVisible();

  await favourites.getByRole("button", { name: `Favourite ${firstGame}` }).click();
  await expect(page.getByText("No favourites yet: press the heart on a game to keep it here.")).toBeVisible();
});

/** The favourite buttons of a page's HTML as the server sent it (parsed, not run): each one's name and whether it is pressed. */
function heartsInHtml(page: Page, html: string): Promise<{ name: string; pressed: boolean }[]> {
  return page.evaluate(
    (source) =>
      [...new DOMParser().parseFromString(source, "text/html").querySelectorAll("button.casino-FavouriteButton")].map(
        (button) => ({
          name: button.getAttribute("aria-label") ?? "",
          pressed: button.getAttribute("aria-pressed") === "true",
        }),
      ),
    html,
  );
}

test("a player's hearts come with the page: the server draws each tile's heart as saved", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInWithCookie(context, baseURL, await signUpPlayer(request, `served.hearts.${randomUUID()}@example.com`));
  await page.goto("/casino/slots");
  const grid = page.getByRole("list", { name: "Slots" });
  const firstGame = (await grid.getByRole("link").first().locator(".casino-GameTile-name").textContent()) ?? "";
  const saved = page.waitForResponse((response) => response.url().includes("/add-favorite-game") && response.ok());
  await grid.getByRole("button", { name: `Favourite ${firstGame}` }).click();
  await saved;

  const favourite = `Favourite ${firstGame}`;
  for (const address of ["/casino/slots", "/casino", "/"]) {
    const hearts = await heartsInHtml(page, await (await page.request.get(address)).text());
    expect(hearts.length, address).toBeGreaterThan(1);
    // Pressed: the game's hearts (a game can be in several rails), and no other.
    expect(
      hearts.filter((heart) => heart.pressed).map((heart) => heart.name),
      address,
    ).toEqual(hearts.filter((heart) => heart.name === favourite).map((heart) => heart.name));
  }
  expect(await heartsInHtml(page, await (await page.request.get("/casino/slots")).text())).toContainEqual({
    name: favourite,
    pressed: true,
  });
  // The browser keeps the server's hearts and takes a press once its client is there.
  await page.goto("/casino/slots");
  const heart = grid.getByRole("button", { name: `Favourite ${firstGame}` });
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  const removed = page.waitForResponse((response) => response.url().includes("/remove-favorite-game") && response.ok());
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await removed;
  await expectNoAxeViolations(page);
});

test("a guest's heart opens the login modal", async ({ page }) => {
  await page.goto("/casino/slots");
  const heart = page
    .getByRole("list", { name: "Slots" })
    .getByRole("button", { name: /^Favourite / })
    .first();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(page).toHaveURL(/\/casino\/slots\?modal=login$/);
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a game the player opened leads the recent rail on the home page", async ({ page, context, request, baseURL }) => {
  await signInWithCookie(context, baseURL, await signUpPlayer(request, `recent.${randomUUID()}@example.com`));
  const opened = page.waitForResponse((response) => response.url().includes("/game-opened") && response.ok());
  await page.goto("/play/book-of-embers");
  await opened;

  await page.goto("/");
  const recent = page.getByRole("region", { name: "Recent" });
  await expect(recent.getByRole("link", { name: /Book of Embers/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await recent.getByRole("link", { name: "See all" }).click();
  await expect(page).toHaveURL(/\/casino\/recent$/);
  await expect(page.getByRole("list", { name: "Recent" }).getByRole("link").first()).toHaveAccessibleName(
    /Book of Embers/,
  );
});
