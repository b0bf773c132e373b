import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./accessibility";
import { demoPlayerToken } from "./reference-api";

test("a token in ?at= lands in the HttpOnly accessToken cookie once the visitor says so, and never stays in the address", async ({
  page,
  request,
  context,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const token = await demoPlayerToken(request);
  await page.goto(`/cashback?at=${encodeURIComponent(token)}&ref=mail`);

  // The link only asks: the token waits in the HttpOnly pending cookie, out of the address.
  await expect(page).toHaveURL(/\/cashback\?ref=mail&modal=switch-account$/);
  const dialog = page.getByRole("dialog", { name: "Sign in as d•••••••r@demo.casino?" });
  await expect(dialog).toBeVisible();
  expect((await context.cookies()).find((entry) => entry.name === "accessToken")).toBeUndefined();
  expect((await context.cookies()).find((entry) => entry.name === "pendingAccessToken")).toMatchObject({
    value: token,
    httpOnly: true,
  });
  await expectNoAxeViolations(page);

  const answer = page.waitForResponse(
    (response) => response.url().endsWith("/api/session/pending") && response.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/cashback\?ref=mail$/);
  const cookie = (await context.cookies()).find((entry) => entry.name === "accessToken");
  expect(cookie).toMatchObject({ value: token, path: "/", httpOnly: true, secure: true, sameSite: "Lax" });
  // Out of reach of the page's scripts, and no copy anywhere they can look.
  expect(await page.evaluate(() => document.cookie)).not.toContain(token);
  expect(await page.evaluate(() => window.localStorage.getItem("accessToken"))).toBeNull();
  // Thirty days, as the server said it (the browser's cookie store keeps its own, real clock).
  expect(await (await answer).headerValue("set-cookie")).toMatch(/Max-Age=2592000/i);

  // The server rendered the page as this player, and the browser took it over without errors.
  // The cashback card is drawn in the browser; its countdown shows the time to the next reset.
  await expect(page.getByTestId("cashback-figures").locator("time")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
