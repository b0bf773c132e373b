import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { newPlayerToken } from "./safety-players";
import { acceptCookieNotice, signInWithCookie, waitForServerDrawnParts } from "./session";

test("a player sets a two-hour session time limit, is refused 721 hours in words, and removes it", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, await newPlayerToken(request, "session-limit"));
  await page.goto("/profile2/limits");
  await waitForServerDrawnParts(page);
  const section = page.getByRole("region", { name: "Session time limit" });
  await expect(section.getByText("No session time limit set")).toBeVisible({ timeout: 20_000 });

  const field = section.getByLabel("Session length");
  await field.fill("721");
  await section.getByRole("button", { name: "Set limit" }).click();
  await expect(field).toHaveAccessibleDescription("The session time limit must be at most 30 days (720 hours)");

  await field.fill("2");
  await section.getByRole("button", { name: "Set limit" }).click();
  await expect(section.getByText("Your session ends after 120 minutes.")).toBeVisible();
  await expectNoAxeViolations(page);

  await section.getByRole("button", { name: "Remove" }).click();
  await expect(section.getByText("No session time limit set")).toBeVisible();
});
