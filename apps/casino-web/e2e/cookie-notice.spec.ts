import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./accessibility";

test("the cookie notice is accepted once and stays gone after a reload", async ({ page, context }) => {
  await page.goto("/promotions");
  const notice = page.getByRole("region", { name: /cookie/i });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);

  await notice
    .getByRole("button")
    .filter({ hasText: /accept/i })
    .click();
  await expect(notice).toBeHidden();
  const consent = (await context.cookies()).find((entry) => entry.name === "gameCookieConsent");
  expect(consent?.value).toBe("accepted");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
  await expect(page.getByRole("region", { name: /cookie/i })).toBeHidden();
});
