import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { clearFaults, demoPlayerToken, injectFault } from "./reference-api";
import { acceptCookieNotice, signInWithCookie } from "./session";

const DEPOSIT_PATH = "/api/payment/deposit";

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

async function openCardDeposit(page: Page) {
  await page.goto("/deposit");
  // The cashier loads after the page, in its own chunk: the first visit of a run waits for it.
  await expect(page.getByRole("radio", { name: "Visa" })).toBeChecked({ timeout: 15_000 });
  await page.getByLabel("Card number").fill("4111 1111 1111 1111");
  await page.getByLabel("Expiry date (MM/YY)").fill("12/29");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on card").fill("Cleo Cashier");
  await page.getByRole("button", { name: "€100.00" }).click();
}

async function expectTypedKept(page: Page) {
  await expect(page.getByLabel("Card number")).toHaveValue("4111 1111 1111 1111");
  await expect(page.getByLabel("Name on card")).toHaveValue("Cleo Cashier");
  await expect(page.getByRole("textbox", { name: /Amount/ })).toHaveValue("100");
  await expect(page.getByRole("button", { name: "Deposit €100.00" })).toBeEnabled();
}

for (const fault of [
  { name: "a server error", rule: { status: 500 }, text: /server error/i },
  { name: "a malformed answer", rule: { malformed: true }, text: /something went wrong|try again/i },
  { name: "a dropped connection", rule: { dropSocket: true }, text: /something went wrong|try again/i },
]) {
  test(`a deposit met by ${fault.name} says so in words and keeps what was typed`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await acceptCookieNotice(context, baseURL);
    await signInWithCookie(context, baseURL, await demoPlayerToken(request, "cashier@demo.casino"));
    await openCardDeposit(page);
    await injectFault(request, { path: DEPOSIT_PATH, method: "POST", ...fault.rule });
    await page.getByRole("button", { name: "Deposit €100.00" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(fault.text);
    await expectTypedKept(page);
    await expectNoAxeViolations(page);
  });
}
