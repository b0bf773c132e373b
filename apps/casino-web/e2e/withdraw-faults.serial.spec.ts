import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { signInForCashier } from "./cashier-session";
import { expect, test } from "./fixtures";
import { clearFaults, demoPlayerToken, injectFault, REFERENCE_API_URL, type FaultRule } from "./reference-api";

const WITHDRAW_PATH = "/api/payment/withdraw";
/** The withdraw journeys' player (apps/reference-api README); a refused withdrawal changes nothing. */
const WITHDRAW_PLAYER = "withdrawer@demo.casino";

/**
 * Cancels the player's pending withdrawals: a malformed answer comes from a withdrawal the back end
 * did record, so the next journey starts from the same balance.
 */
async function cancelPendingWithdrawals(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await demoPlayerToken(request, WITHDRAW_PLAYER)}` };
  const answer = await request.get(`${REFERENCE_API_URL}/api/user/get-transactions?type=withdrawal&limit=100`, {
    headers,
  });
  const rows = ((await answer.json()) as { data: { rows: { id: number; status?: string }[] } }).data.rows;
  for (const row of rows.filter((entry) => entry.status === "pending"))
    await request.post(`${REFERENCE_API_URL}/api/payment/cancel-withdrawal`, {
      headers: { ...headers, "Idempotency-Key": randomUUID() },
      data: { transactionId: row.id },
    });
}

test.afterEach(async ({ request }) => {
  await clearFaults(request);
  await cancelPendingWithdrawals(request);
});

/** Opens /withdraw and fills a bank withdrawal of €30.00 through Skrill. */
async function fillWithdrawal(page: Page) {
  await page.goto("/withdraw");
  const main = page.getByRole("main");
  await expect(main.getByRole("radio", { name: "Skrill" })).toBeVisible({ timeout: 15_000 });
  await main.getByRole("radio", { name: "Skrill" }).check();
  await main.getByRole("textbox", { name: /Amount/ }).fill("30");
  await main.getByRole("textbox", { name: "Account holder's full name" }).fill("Wren Withdrawer");
  await main.getByRole("textbox", { name: "Account number" }).fill("12345678");
  await main.getByRole("textbox", { name: "E-mail" }).fill("withdrawer@demo.casino");
  await main.getByRole("textbox", { name: /Bank code/ }).fill("SBIN0001234");
}

async function expectTypedKept(page: Page) {
  const main = page.getByRole("main");
  await expect(main.getByRole("textbox", { name: /Amount/ })).toHaveValue("30");
  await expect(main.getByRole("textbox", { name: "Account holder's full name" })).toHaveValue("Wren Withdrawer");
  await expect(main.getByRole("textbox", { name: "Account number" })).toHaveValue("12345678");
  await expect(main.getByRole("textbox", { name: /Bank code/ })).toHaveValue("SBIN0001234");
  await expect(main.getByRole("button", { name: "Request withdrawal" })).toBeEnabled();
}

const FAULTS: { name: string; rule: FaultRule; text: RegExp }[] = [
  { name: "a server error", rule: { status: 500 }, text: /server error|something went wrong/i },
  // The back end recorded this one; only its answer is broken, so the page cannot tell it went through.
  { name: "a malformed answer", rule: { malformed: true }, text: /could not be completed|something went wrong/i },
];

for (const fault of FAULTS) {
  test(`a withdrawal met by ${fault.name} says so in words and keeps what was typed`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInForCashier({ context, request, baseURL }, WITHDRAW_PLAYER);
    await fillWithdrawal(page);
    await injectFault(request, { path: WITHDRAW_PATH, method: "POST", ...fault.rule });
    await page.getByRole("main").getByRole("button", { name: "Request withdrawal" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(fault.text, { timeout: 15_000 });
    await expectTypedKept(page);
    await expectNoAxeViolations(page);
  });
}

for (const refusal of [
  { code: "WITHDRAWAL_FAILED", text: "The withdrawal could not be completed." },
  { code: "DEPOSIT_WAGER_INCOMPLETE", text: "Complete the wagering on your deposits before you withdraw." },
  { code: "WITHDRAWAL_ACTIVE_BONUS", text: "You cannot withdraw while a bonus is active." },
]) {
  test(`a withdrawal refused with ${refusal.code} says why in words and keeps what was typed`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInForCashier({ context, request, baseURL }, WITHDRAW_PLAYER);
    await fillWithdrawal(page);
    // The back end's refusal, as a brand's back end would send it.
    await page.route(`**${WITHDRAW_PATH}`, (route) =>
      route.fulfill({ status: 409, json: { success: false, errorCode: refusal.code, message: "Refused", data: {} } }),
    );
    await page.getByRole("main").getByRole("button", { name: "Request withdrawal" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(refusal.text);
    await expectTypedKept(page);
  });
}
