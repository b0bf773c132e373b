import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { demoPlayerToken, playRound } from "./reference-api";
import { acceptCookieNotice, signInWithCookie } from "./session";

test("a player reads their statistics from the account menu, and a round played counts at once", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await acceptCookieNotice(context, baseURL);
  // The only journey of this demo player: twelve seeded rounds in three games, eighth on the race.
  const token = await demoPlayerToken(request, "stats@demo.casino");
  await signInWithCookie(context, baseURL, token);
  await page.goto("/promotions");
  await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Statistics" }).click();
  await expect(page).toHaveURL(/\/profile\/statistics$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Statistics");

  // Each figure is a term and its definition.
  const figure = (term: string) => page.locator(`xpath=//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);
  await expect(figure("Total bets")).toHaveText("12", { timeout: 20_000 });
  await expect(figure("Wins")).toHaveText("5");
  await expect(figure("Losses")).toHaveText("7");
  await expect(figure("Games played")).toHaveText("3");
  await expect(page.getByText("42% of your bets won")).toBeVisible();
  const races = page.getByRole("table", { name: "Latest races" });
  await expect(races.getByRole("row", { name: /Weekend Spin Race/ })).toContainText("#8");
  await expectNoAxeViolations(page);

  // A round won in a new game: the figures follow on the next visit, and the race counts the stake.
  await playRound(request, token, { amount: 50, winAmount: 60, gameSlug: "stats-journey-game" });
  await page.reload();
  await expect(figure("Total bets")).toHaveText("13", { timeout: 20_000 });
  await expect(figure("Wins")).toHaveText("6");
  await expect(figure("Games played")).toHaveText("4");
  await expect(page.getByText("46% of your bets won")).toBeVisible();
});
