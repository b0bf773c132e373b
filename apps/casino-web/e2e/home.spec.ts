import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./accessibility";
import { demoPlayerToken } from "./reference-api";

test("the home page renders with data from the back end and no console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the home page shows the brand from the back end's settings, its theme, and passes axe", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: /^Demo Casino/ })).toBeAttached();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "curacao");
  await expect(page.getByRole("banner").getByRole("link", { name: /Demo Casino/ })).toBeVisible();
  // The featured promotion from the back end, and the lobby's first category as a rail of games.
  await expect(page.getByRole("region", { name: "150% up to 1000 EUR welcome package" })).toBeVisible();
  const hot = page.getByRole("region", { name: "Hot" });
  await expect(hot.getByRole("link", { name: /Book of Embers/ })).toHaveAttribute(
    "href",
    "/casino/games/book-of-embers",
  );
  await expect(hot.getByRole("link", { name: "See all" })).toHaveAttribute("href", "/casino/hot");
  await expectNoAxeViolations(page);
});

test("a signed-in player finds their cashback card on the home page beside the featured promotion", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.addCookies([{ name: "accessToken", value: await demoPlayerToken(request), url: baseURL ?? "" }]);
  await page.goto("/");
  // The card streams in after the page (its award is asked for once the player is known).
  await expect(page.getByRole("region", { name: "150% up to 1000 EUR welcome package" })).toBeVisible();
  const card = page.getByRole("region", { name: "Cashback" });
  await expect(card).toBeVisible();
  await expect(card.getByText("Today's cashback")).toBeVisible();
});
