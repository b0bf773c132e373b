import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";

test("a game page draws the game's Game Pulse from its rounds, with the figures in words and a table", async ({
  page,
}) => {
  // Orchard Frenzy's seeded rounds: three two days ago (one paid), six the day before (two paid).
  await page.goto("/casino/games/orchard-frenzy");
  await expect(page.getByRole("heading", { level: 1, name: "Orchard Frenzy" })).toBeVisible();
  // The pulse loads after the page.
  const pulse = page.getByRole("region", { name: "Game Pulse" });
  await expect(pulse).toBeVisible({ timeout: 20_000 });
  await expect(pulse.getByText("Rounds in the last 7 days: 9. Rounds that paid a win: 3.")).toBeVisible();
  await expect(pulse.locator("svg rect.casino-GamePulse-rounds")).toHaveCount(7);

  const table = pulse.getByRole("table", { name: "Rounds and wins a day" });
  const rows = table.getByRole("row");
  await expect(rows).toHaveCount(8);
  await expect(rows.nth(5).getByRole("cell")).toHaveText(["3", "1"]);
  await expect(rows.nth(6).getByRole("cell")).toHaveText(["6", "2"]);
  await expect(rows.nth(7).getByRole("cell")).toHaveText(["0", "0"]);

  const wins = pulse.getByRole("list", { name: "Latest wins" }).getByRole("listitem");
  await expect(wins).toHaveCount(3);
  await expect(wins.first()).toContainText("Pia P. €12.50");
  await expectNoAxeViolations(page);
});

test("a game nobody played this week says so", async ({ page }) => {
  await page.goto("/casino/games/book-of-embers");
  const pulse = page.getByRole("region", { name: "Game Pulse" });
  await expect(pulse.getByRole("heading", { name: "Game Pulse" })).toBeVisible({ timeout: 20_000 });
  await expect(pulse.getByText(/^Rounds in the last 7 days: \d+\.|^No rounds in the last 7 days yet\.$/)).toBeVisible();
});
