import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { demoPlayerToken, playRound } from "./reference-api";
import { acceptCookieNotice, signInWithCookie } from "./session";

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
  await expect(main.getByText(/^Page 2 of \d+$/)).toBeVisible({ timeout: 15_000 });
  await expect(main.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/profile/transactions");
});

test("a player with no transactions is told so", async ({ page, context, request, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, "new@demo.casino"));
  await page.goto("/profile/transactions");
  await expect(page.getByRole("heading", { name: "No transactions yet" })).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
});
