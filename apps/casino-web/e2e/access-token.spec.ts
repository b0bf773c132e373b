import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./accessibility";
import { demoPlayerToken } from "./reference-api";

test("a token in ?at= lands in the HttpOnly accessToken cookie and never stays in the address", async ({
  page,
  request,
  context,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const token = await demoPlayerToken(request);
  const handoff = page.waitForResponse((response) => response.url().includes("at="));
  await page.goto(`/cashback?at=${encodeURIComponent(token)}&ref=mail`);

  await expect(page).toHaveURL(/\/cashback\?ref=mail$/);
  const cookie = (await context.cookies()).find((entry) => entry.name === "accessToken");
  expect(cookie).toMatchObject({ value: token, path: "/", httpOnly: true, secure: true, sameSite: "Lax" });
  // Out of reach of the page's scripts, and no copy anywhere they can look.
  expect(await page.evaluate(() => document.cookie)).not.toContain(token);
  expect(await page.evaluate(() => window.localStorage.getItem("accessToken"))).toBeNull();
  // Thirty days, as the server said it (the browser's cookie store keeps its own, real clock).
  expect(await (await handoff).headerValue("set-cookie")).toMatch(/Max-Age=2592000/i);

  // The server rendered the page as this player, and the browser took it over without errors.
  // The cashback card is drawn in the browser; its countdown shows the time to the next reset.
  await expect(page.getByTestId("cashback-figures").locator("time")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
