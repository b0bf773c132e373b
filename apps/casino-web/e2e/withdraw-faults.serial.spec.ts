import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { signInForCashier } from "./cashier-session";
import { waitForServerDrawnParts } from "./session";
import { expect, test } from "./fixtures";
import { clearFaults, demoPlayerToken, injectFault, REFERENCE_API_URL, type FaultRule } from "./reference-api";
import { E2E_API_TIMEOUT_MS } from "./site-servers";

const WITHDRAW_PATH = "/api/payment/withdraw";
/** The withdraw journeys' player (apps/reference-api README); a refused withdrawal changes nothing. */
const WITHDRAW_PLAYER = "withdrawer@demo.casino";

async function playerHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await demoPlayerToken(request, WITHDRAW_PLAYER)}` };
}

/** The ids of the player's pending withdrawals, as the back end has them. */
async function pendingWithdrawalIds(request: APIRequestContext): Promise<number[]> {
  const answer = await request.get(`${REFERENCE_API_URL}/api/user/get-transactions?type=withdrawal&limit=100`, {
    headers: await playerHeaders(request),
  });
  const rows = ((await answer.json()) as { data: { rows: { id: number; status?: string }[] } }).data.rows;
  return rows.filter((row) => row.status === "pending").map((row) => row.id);
}

/**
 * Cancels the player's pending withdrawals: a withdrawal whose answer was lost was still recorded,
 * so the next journey starts from the same balance.
 */
async function cancelPendingWithdrawals(request: APIRequestContext) {
  const headers = await playerHeaders(request);
  for (const transactionId of await pendingWithdrawalIds(request))
    await request.post(`${REFERENCE_API_URL}/api/payment/cancel-withdrawal`, {
      headers: { ...headers, "Idempotency-Key": randomUUID() },
      data: { transactionId },
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
  await waitForServerDrawnParts(page);
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

const UNCONFIRMED = "We could not confirm your withdrawal: it may have gone through.";

const FAULTS: { name: string; rule: FaultRule; recorded: boolean }[] = [
  // The reference API answers these faults in place of the back end: nothing is recorded, which the
  // page cannot know, so it must not call the withdrawal failed.
  { name: "a server error", rule: { status: 500 }, recorded: false },
  { name: "a malformed answer", rule: { malformed: true }, recorded: false },
  // The back end carries this one out after the site has stopped waiting.
  { name: "no answer within the timeout", rule: { delayMs: E2E_API_TIMEOUT_MS + 1_000 }, recorded: true },
];

for (const fault of FAULTS) {
  test(`a withdrawal met by ${fault.name} is not called failed, keeps what was typed, and the same press withdraws once`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInForCashier({ context, request, baseURL }, WITHDRAW_PLAYER);
    await fillWithdrawal(page);
    await injectFault(request, { path: WITHDRAW_PATH, method: "POST", ...fault.rule });
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Request withdrawal" }).click();
    await expect(main.getByRole("alert")).toContainText(UNCONFIRMED, { timeout: 15_000 });
    await expectTypedKept(page);
    await expectNoAxeViolations(page);

    // What the back end did with the first press, once it has finished with it.
    await expect.poll(() => pendingWithdrawalIds(request)).toHaveLength(fault.recorded ? 1 : 0);
    await clearFaults(request);
    await main.getByRole("button", { name: "Request withdrawal" }).click();
    await expect(main.getByRole("status")).toHaveText("Your withdrawal of €30.00 is pending.");
    await expect(main.getByTestId("pending-withdrawal")).toHaveCount(1);
    expect(await pendingWithdrawalIds(request)).toHaveLength(1);
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
