import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./accessibility";
import { clearFaults, demoPlayerToken, injectFault } from "./reference-api";
import { signInWithCookie } from "./session";

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test("a failed promotions call shows the error state, not a blank page, and Try again loads them", async ({
  page,
  request,
}) => {
  await injectFault(request, { path: "/api/admin/get-all-bonus", status: 500 });
  await page.goto("/promotions");

  await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
  const error = page.getByRole("main").getByRole("alert");
  await expect(error).toContainText("Try again later");
  await expectNoAxeViolations(page);

  await clearFaults(request);
  await error.getByRole("button", { name: "Try again" }).click();
  await expect(error).toBeHidden();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
});

test("a 403 answer clears the token and reopens the page with the login modal", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const token = await demoPlayerToken(request);
  await signInWithCookie(context, baseURL, token);
  // The page view logged 300 ms after the page loads is the call that is answered 403.
  await injectFault(request, { path: "/api/user/log-event", method: "PUT", status: 403, times: 1 });
  await page.goto("/promotions");

  await expect(page).toHaveURL(/\/promotions\?modal=login$/);
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === "accessToken")).toBeUndefined();
  expect(await page.evaluate(() => window.localStorage.getItem("accessToken"))).toBeNull();
});
