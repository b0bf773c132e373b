import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { fillCard, openCashier, signInForCashier, TEST_CARD } from "./cashier-session";
import { clearFaults, injectFault } from "./reference-api";

const DEPOSIT_PATH = "/api/payment/deposit";

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

async function openCardDeposit(page: Page) {
  await openCashier(page);
  await expect(page.getByRole("radio", { name: "Visa" })).toBeChecked();
  await fillCard(page);
  await page.getByRole("button", { name: "€100.00" }).click();
}

async function expectTypedKept(page: Page) {
  await expect(page.getByLabel("Card number")).toHaveValue(TEST_CARD.number);
  await expect(page.getByLabel("Name on card")).toHaveValue(TEST_CARD.holderName);
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
    await signInForCashier({ context, request, baseURL });
    await openCardDeposit(page);
    await injectFault(request, { path: DEPOSIT_PATH, method: "POST", ...fault.rule });
    await page.getByRole("button", { name: "Deposit €100.00" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(fault.text);
    await expectTypedKept(page);
    await expectNoAxeViolations(page);
  });
}
