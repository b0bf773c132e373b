import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { demoPlayerToken, playRound } from "./reference-api";
import { acceptCookieNotice, signInWithCookie, waitForServerDrawnParts } from "./session";

/** The player only these journeys change (apps/reference-api README). */
const LEDGER_PLAYER = "ledger@demo.casino";

test("the transaction history shows 24 a page with type, amount, status and date, and keeps the page in the address", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await demoPlayerToken(request, LEDGER_PLAYER);
  // Twelve rounds (a stake and a win each) and the seeded deposit: more than one page.
  for (let round = 0; round < 12; round += 1) await playRound(request, token, { amount: 1, winAmount: 1 });
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, token);
  await page.goto("/profile/transactions");
  await waitForServerDrawnParts(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Transactions" })).toBeVisible();
  await expect(main.getByTestId("transaction")).toHaveCount(24, { timeout: 15_000 });
  await expect(main.getByRole("columnheader")).toHaveText(["Type", "Amount", "Status", "Date"]);
  await expect(main.getByTestId("transaction").first()).toContainText(/€1\.00.*Completed/);
  await expectNoAxeViolations(page);

  await main.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/profile\/transactions\?page=2$/);
  await expect(main.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await page.reload();
  await waitForServerDrawnParts(page);
  await expect(main.getByText(/^Page 2 of \d+$/)).toBeVisible({ timeout: 15_000 });
  await expect(main.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/profile/transactions");
});

test("a player with no transactions is told so", async ({ page, context, request, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, "new@demo.casino"));
  await page.goto("/profile/transactions");
  await waitForServerDrawnParts(page);
  await expect(page.getByRole("heading", { name: "No transactions yet" })).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
});

test("a player filters the history by type and days; the filters stay through a reload and back, and Clear shows it all", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The ledger player's one deposit is seeded; the journey above adds only rounds.
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, LEDGER_PLAYER));
  await page.goto("/profile/transactions");
  await waitForServerDrawnParts(page);
  const main = page.getByRole("main");
  const rows = main.getByTestId("transaction");
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  const filters = main.getByRole("form", { name: "Filter the transactions" });
  await expect(filters.getByRole("link", { name: "Clear filters" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await filters.getByRole("combobox", { name: "Type" }).selectOption({ label: "Deposit" });
  await filters.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/profile\/transactions\?type=deposit$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(/^Deposit.*Completed/);

  await page.reload();
  await waitForServerDrawnParts(page);
  await expect(rows).toHaveCount(1, { timeout: 15_000 });
  await expect(filters.getByRole("combobox", { name: "Type" })).toHaveValue("deposit");

  // From a day after the whole history: nothing matches, and the page says so.
  await filters.getByLabel("From").fill("2026-11-24");
  await filters.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\?type=deposit&from=2026-11-24$/);
  await expect(main.getByRole("heading", { name: "No transactions match these filters" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(page).toHaveURL(/\?type=deposit$/);
  await expect(rows).toHaveCount(1);

  await filters.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/profile\/transactions$/);
  await expect(filters.getByRole("combobox", { name: "Type" })).toHaveValue("");
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
});
