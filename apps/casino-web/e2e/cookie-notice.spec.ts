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

test("a first visit that opens on a modal gets a usable modal, then the notice, and neither ever blocks the other", async ({
  page,
  context,
}) => {
  await page.goto("/casino?modal=login");
  const login = page.getByRole("dialog", { name: "Log in" });
  // A first visit to the lobby asks for the modal's chunk once the page has hydrated: on the
  // loaded 2-core machine that once took just over the 10 s default (a clean-clone run, 2026-11-29).
  await expect(login).toBeVisible({ timeout: 20_000 });
  const notice = page.getByRole("region", { name: /cookie/i });
  // The modal makes the page behind it inert: the notice waits rather than sit there unpressable.
  await expect(notice).toHaveCount(0);
  await login.getByLabel("E-mail").fill("nobody@example.com");
  await expect(login.getByLabel("E-mail")).toHaveValue("nobody@example.com");
  await expectNoAxeViolations(page);

  await page.keyboard.press("Escape");
  await expect(login).toBeHidden();
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);

  // The notice is up when a modal opens: the modal comes first, and the notice is back after it.
  await page.getByRole("banner").getByRole("link", { name: "Sign up" }).click();
  const signUp = page.getByRole("dialog", { name: "Create your account" });
  await expect(signUp.getByRole("button", { name: "Sign up" })).toBeVisible({ timeout: 10_000 });
  await expect(notice).toHaveCount(0);
  await signUp.getByRole("button", { name: "Close" }).click();
  await expect(signUp).toBeHidden();

  await notice
    .getByRole("button")
    .filter({ hasText: /accept/i })
    .click();
  await expect(notice).toBeHidden();
  const consent = (await context.cookies()).find((entry) => entry.name === "gameCookieConsent");
  expect(consent?.value).toBe("accepted");
});
