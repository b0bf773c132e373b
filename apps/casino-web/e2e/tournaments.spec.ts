import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { demoPlayerToken, REFERENCE_API_URL } from "./reference-api";
import { acceptCookieNotice, markServerDrawn, signInWithCookie, waitForServerDrawnParts } from "./session";

test("the tournaments count down in days, hours, minutes and seconds, and the leaderboard highlights the player", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await acceptCookieNotice(context, baseURL);
  // Only read: no journey changes this demo player's place on the seeded leaderboard.
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, "depositor@demo.casino"));
  // Hydrating takes over the server's board rather than drawing it again.
  await markServerDrawn(page, ".casino-Leaderboard");
  await page.goto("/tournaments");
  const upcoming = page.getByRole("article", { name: "Megaways Masters" });
  await expect(upcoming.getByText("Starts in")).toBeVisible({ timeout: 20_000 });
  // The countdowns follow the page's clock once hydrated (the server's instant until then).
  await waitForServerDrawnParts(page);
  // The leaderboards arrive after the list: wait for them while time still flows (a paused page
  // clock would hold the query's render of an answer that comes later).
  const race = page.getByRole("article", { name: "Weekend Spin Race" });
  await expect(race.getByText("Running")).toBeVisible();
  const own = race.locator('tr[aria-current="true"]');
  await expect(own).toContainText("(you)", { timeout: 20_000 });
  await expect(own.getByRole("cell").first()).toHaveText("4");
  await expect(page.locator(".casino-Leaderboard").first()).toHaveAttribute("data-from-server", "yes");
  // The page's HTML holds the cards and the player's row: the first paint waits for no script.
  const html = await (await context.request.get("/tournaments")).text();
  expect(html).toContain("Megaways Masters");
  expect(html).toContain("(you)");

  // Time stands still 1 day 2 hours 2 minutes 4 seconds before the tournament starts.
  const listed = await request.get(`${REFERENCE_API_URL}/api/admin/get-tournaments`);
  const { data } = (await listed.json()) as { data: { rows: { name: string; startsAt: string }[] } };
  const startsAt = Date.parse(data.rows.find((row) => row.name === "Megaways Masters")?.startsAt ?? "");
  await page.clock.pauseAt(new Date(startsAt - ((26 * 60 + 2) * 60 + 4) * 1000));
  await expect(upcoming.getByRole("timer")).toHaveText(/^1 day 2 hours 2 minutes 4 seconds\s*$/);
  await page.clock.runFor(2000);
  await expect(upcoming.getByRole("timer")).toHaveText(/^1 day 2 hours 2 minutes 2 seconds\s*$/);

  await expect(page.getByRole("article", { name: "Autumn Jackpot Cup" }).getByText("Ended")).toBeVisible();
  // axe waits on timers: let time flow again first.
  await page.clock.resume();
  await expectNoAxeViolations(page);

  // Past its start, the upcoming tournament runs and counts down to its end.
  await page.clock.fastForward("26:03:00");
  await expect(upcoming.getByText("Running")).toBeVisible();
});
