import { formatMoney } from "@casino/domain";
import { expectNoAxeViolations } from "./accessibility";
import { fillCard, openCashier, signInForCashier } from "./cashier-session";
import { markServerDrawn } from "./session";
import { expect, test } from "./fixtures";
import { walletTotal } from "./reference-api";

test("a self-excluded player finds deposits closed, with the minute they open again and the way to withdraw", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInForCashier({ context, request, baseURL }, "excluded@demo.casino");
  await page.goto("/deposit");
  const closed = page.getByTestId("cashier-closed");
  await expect(closed.getByRole("heading", { name: "Deposits are closed" })).toBeVisible({ timeout: 15_000 });
  await expect(closed).toContainText(/closed until \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M\./);
  await expect(closed.getByRole("link", { name: "Withdraw" })).toHaveAttribute("href", "/withdraw");
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Deposit €/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The cashier over another page is closed the same way.
  await page.goto("/?modal=cashier");
  const drawer = page.getByRole("dialog", { name: "Deposit" });
  await expect(drawer.getByText("Deposits are closed")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a player deposits by card from the header's Deposit, pays on the provider's page and sees the balance rise", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await signInForCashier({ context, request, baseURL });
  const before = await walletTotal(request, token);
  await page.goto("/casino");
  await page.getByRole("banner").getByRole("link", { name: "Deposit" }).click();
  const cashier = page.getByRole("main");
  // The cashier loads after the page, with the player's methods and bonuses.
  await expect(cashier.getByRole("radio", { name: "Visa" })).toBeChecked({ timeout: 15_000 });
  await expect(cashier.getByRole("textbox", { name: /Amount/ })).toHaveValue("25");
  await expectNoAxeViolations(page);

  // Above the provider's maximum: refused in words before anything is sent.
  await cashier.getByRole("textbox", { name: /Amount/ }).fill("6000");
  await cashier.getByRole("button", { name: /^Deposit/ }).click();
  await expect(cashier.getByRole("alert").first()).toContainText("minimum and maximum");

  await cashier.getByRole("button", { name: "€50.00" }).click();
  await fillCard(page);
  await cashier.getByRole("button", { name: "Deposit €50.00" }).click();

  await expect(page.getByRole("heading", { name: "Demo payment provider" })).toBeVisible();
  await page.getByRole("button", { name: "success" }).click();

  await expect(page).toHaveURL(/\/deposit\?.*modal=deposit-success/);
  await expect(page.getByRole("dialog", { name: "Deposit successful" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await walletTotal(request, token)).toBe(before + 50);
  await expect(page.getByRole("banner").locator("[aria-live='polite']")).toHaveText(
    formatMoney(before + 50, "EUR", { locale: "en" }),
  );
});

test("the alternative method opens the cashier on the card form the failed deposit used", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInForCashier({ context, request, baseURL });
  await page.goto("/casino?modal=deposit-decline&met=skrill");
  await page.getByRole("button", { name: "Try an alternative method" }).click();
  await expect(page).toHaveURL(/\/casino\?modal=cashier&method=carouseller$/);
  const drawer = page.getByRole("dialog", { name: "Deposit" });
  await expect(drawer.getByRole("radio", { name: "Skrill" })).toBeChecked({ timeout: 15_000 });
  await expect(drawer.getByLabel("Card number")).toHaveCount(0);

  // Over any other page, card details are not asked for: the card continues on the cashier page.
  await page.goto("/casino?modal=cashier&method=card-form");
  await expect(drawer.getByRole("radio", { name: "Visa" })).toBeChecked({ timeout: 15_000 });
  await expect(drawer.getByLabel("Card number")).toHaveCount(0);
  await drawer.getByRole("link", { name: "Enter your card on the secure cashier page" }).click();
  await expect(page).toHaveURL(/\/deposit\?method=card-form$/);
  await expect(page.getByRole("radio", { name: "Visa" })).toBeChecked({ timeout: 15_000 });
  await expect(page.getByLabel("Card number")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Visa" })).toBeChecked();
  await expect(page.getByLabel("Card number")).toBeVisible();
});

test("the server draws the cashier with the player's methods, and the browser keeps that form once the cashier's code is there", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInForCashier({ context, request, baseURL });
  // The page's HTML already holds the form: its first paint waits for no script (docs/performance.md).
  const html = await (await context.request.get("/deposit")).text();
  expect(html).toContain("Have a coupon?");
  expect(html).toContain('data-testid="payment-method"');
  expect(html).toContain(">Skrill</span>");
  // ...styled by the page's own stylesheet, not by the sheets that come with the cashier's chunk.
  expect(html).toMatch(/\.casino-DepositForm-method-list\{/);

  // Hydrating takes over the server's nodes rather than drawing them again.
  await markServerDrawn(page, "form.casino-DepositForm");
  await openCashier(page);
  const cashier = page.getByRole("main");
  await cashier.getByRole("radio", { name: "Skrill" }).check();
  await expect(cashier.getByRole("radio", { name: "Skrill" })).toBeChecked();
  await expect(page.locator("form.casino-DepositForm")).toHaveAttribute("data-from-server", "yes");
  await expectNoAxeViolations(page);
});
