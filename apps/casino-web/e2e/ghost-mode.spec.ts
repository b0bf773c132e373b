import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { demoPlayerToken } from "./reference-api";
import { acceptCookieNotice, signInWithCookie, waitForServerDrawnParts } from "./session";

test("a player in ghost mode stays on the leaderboard without a name, and is named again once it is off", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The ghost-mode demo player is seventh on the running race; this journey turns the mode off again.
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, "ghost@demo.casino"));
  await page.goto("/tournaments");
  const race = page.getByRole("article", { name: "Weekend Spin Race" });
  const own = race.locator('tr[aria-current="true"]');
  await expect(own).toContainText("Gus G.", { timeout: 20_000 });
  await expect(own).toContainText("(you)");

  await page.goto("/profile2/limits");
  await waitForServerDrawnParts(page);
  const ghost = page.getByRole("region", { name: "Ghost mode" });
  const box = ghost.getByRole("checkbox", { name: "Hide my name" });
  await expect(box).toBeEnabled({ timeout: 15_000 });
  await expect(box).not.toBeChecked();
  await box.click();
  await expect(ghost.getByRole("status")).toHaveText("Your name is now hidden on leaderboards.");
  await expect(box).toBeChecked();
  await expectNoAxeViolations(page);

  await page.goto("/tournaments");
  await expect(own).toContainText("Hidden player", { timeout: 20_000 });
  await expect(own).toContainText("(you)");
  await expect(race).not.toContainText("Gus G.");

  await page.goto("/profile2/limits");
  await waitForServerDrawnParts(page);
  await expect(box).toBeEnabled({ timeout: 15_000 });
  await box.click();
  await expect(ghost.getByRole("status")).toHaveText("Your name shows on leaderboards again.");
  await page.goto("/tournaments");
  await expect(own).toContainText("Gus G.", { timeout: 20_000 });
});
