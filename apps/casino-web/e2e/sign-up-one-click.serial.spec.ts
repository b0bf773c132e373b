import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { latestEmail, patchSettings } from "./reference-api";
import { acceptCookieNotice } from "./session";

let restore: Record<string, unknown> = {};

test.beforeAll(async ({ request }) => {
  restore = await patchSettings(request, { registrationModes: ["email", "oneClick"] });
});

test.afterAll(async ({ request }) => {
  await patchSettings(request, restore);
});

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
});

test("a visitor signs up in one click, is shown the made-up credentials once, copies and e-mails them, and plays signed in", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The sign-up and the login after it each hash a password at the reference API's shipped cost.
  test.slow();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.goto("/?modal=signup");
  const dialog = page.getByRole("dialog", { name: "Create your account" });
  // Only the modes the brand enables have a tab.
  await expect(dialog.getByRole("tab")).toHaveText(["E-mail", "One click"], { timeout: 10_000 });
  await dialog.getByRole("tab", { name: "One click" }).click();
  await expect(dialog.getByLabel("E-mail", { exact: true })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Sign up" }).click();
  await expect(dialog.getByRole("checkbox", { name: "I am 18 years old or older" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole("checkbox", { name: /I accept the/ }).check();
  await dialog.getByRole("checkbox", { name: "I am 18 years old or older" }).check();
  await dialog.getByRole("button", { name: "Sign up" }).click();

  const welcome = page.getByRole("dialog", { name: "Welcome!" });
  const login = welcome.locator("code").first();
  await expect(login).toHaveText(/^player\d{8}@noemail\.demo\.casino$/, { timeout: 15_000 });
  const password = (await welcome.locator("code").nth(1).textContent()) ?? "";
  expect(password.length).toBeGreaterThanOrEqual(6);
  await welcome.getByRole("button", { name: "Copy the password" }).click();
  await expect(welcome.getByText("The password is copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);

  await welcome.getByRole("textbox", { name: "Your e-mail" }).fill("keeper@example.com");
  await welcome.getByRole("button", { name: "Send them by e-mail" }).click();
  await expect(welcome.getByText("Sent to keeper@example.com.")).toBeVisible();
  expect((await latestEmail(request, "keeper@example.com", "credentials")).body).toContain(password);
  await expectNoAxeViolations(page);

  await welcome.getByRole("button", { name: "Start playing" }).click();
  await expect(welcome).toBeHidden();
  // Signed in: the header shows the balance.
  await expect(page.getByRole("banner").getByText("Balance")).toBeVisible({ timeout: 15_000 });
});
