import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { CASHIER_PLAYER, fillCard, openCashier, signInForCashier, TEST_CARD } from "./cashier-session";
import { clearFaults, demoPlayerToken, injectFault, REFERENCE_API_URL, type FaultRule } from "./reference-api";
import { E2E_API_TIMEOUT_MS } from "./site-servers";

const DEPOSIT_PATH = "/api/payment/deposit";

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

/** How many deposits the back end has recorded for the cashier journeys' player. */
async function depositCount(request: APIRequestContext): Promise<number> {
  const token = await demoPlayerToken(request, CASHIER_PLAYER);
  const answer = await request.get(`${REFERENCE_API_URL}/api/user/get-transactions?type=deposit&limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { data: { total?: number; rows: unknown[] } }).data.rows.length;
}

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

const UNCONFIRMED = "We could not confirm your deposit: it may have gone through.";

const FAULTS: { name: string; rule: FaultRule; recorded: boolean }[] = [
  // The reference API answers these in the back end's place: nothing is recorded, which the page
  // cannot know, so it must not call the deposit failed.
  { name: "a server error", rule: { status: 500 }, recorded: false },
  { name: "a malformed answer", rule: { malformed: true }, recorded: false },
  { name: "a dropped connection", rule: { dropSocket: true }, recorded: false },
  // The back end carries this one out after the site has stopped waiting.
  { name: "no answer within the timeout", rule: { delayMs: E2E_API_TIMEOUT_MS + 1_000 }, recorded: true },
];

for (const fault of FAULTS) {
  test(`a deposit met by ${fault.name} is not called failed, keeps what was typed, and the same press deposits once`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInForCashier({ context, request, baseURL });
    const before = await depositCount(request);
    await openCardDeposit(page);
    await injectFault(request, { path: DEPOSIT_PATH, method: "POST", ...fault.rule });
    await page.getByRole("button", { name: "Deposit €100.00" }).click();
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toContainText(UNCONFIRMED, { timeout: 15_000 });
    await expect(alert).toContainText("Check your balance and transactions before you pay again");
    await expectTypedKept(page);
    await expectNoAxeViolations(page);

    // What the back end did with the first press, once it has finished with it.
    await expect.poll(() => depositCount(request)).toBe(before + (fault.recorded ? 1 : 0));
    await clearFaults(request);
    await page.getByRole("button", { name: "Deposit €100.00" }).click();
    await expect(page.getByRole("heading", { name: "Demo payment provider" })).toBeVisible();
    // The same key: a deposit the back end already took is answered again, not taken twice.
    expect(await depositCount(request)).toBe(before + 1);
  });
}

test("a deposit refused by the back end says why in words, not that its outcome is unknown", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInForCashier({ context, request, baseURL });
  await openCardDeposit(page);
  await page.route(`**${DEPOSIT_PATH}`, (route) =>
    route.fulfill({
      status: 422,
      json: { success: false, errorCode: "PAYMENT_PROVIDER_LIMIT_THRESHOLD", message: "Refused", data: {} },
    }),
  );
  await page.getByRole("button", { name: "Deposit €100.00" }).click();
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText("minimum and maximum");
  await expect(alert).not.toContainText(UNCONFIRMED);
  await expectTypedKept(page);
});
