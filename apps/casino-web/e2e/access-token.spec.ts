import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { demoPlayerToken } from "./reference-api";

test("a token in ?at= lands in the accessToken cookie and never stays in the address", async ({
  page,
  request,
  context,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const token = await demoPlayerToken(request);
  await page.goto(`/cashback?at=${encodeURIComponent(token)}&ref=mail`);

  await expect(page).toHaveURL(/\/cashback\?ref=mail$/);
  const cookie = (await context.cookies()).find((entry) => entry.name === "accessToken");
  expect(cookie).toMatchObject({ value: token, path: "/", secure: true, sameSite: "Lax" });
  // Thirty days, give or take the seconds the journey took.
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 60 * 60);

  // The server rendered the page as this player, and the browser took it over without errors.
  // The cashback card is drawn in the browser; its countdown shows the time to the next reset.
  await expect(page.getByTestId("cashback-figures").locator("time")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
