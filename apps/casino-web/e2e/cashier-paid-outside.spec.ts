import { formatMoney } from "@casino/domain";
import { expectNoAxeViolations } from "./accessibility";
import { openCashier, signInForCashier } from "./cashier-session";
import { expect, test } from "./fixtures";
import { settleDeposit, walletTotal } from "./reference-api";

/** The player only this journey changes (apps/reference-api README). */
const UPI_PAID_PLAYER = "upipaid@demo.casino";

test("a UPI deposit the provider reports paid turns the QR code into the success modal and moves the header's balance", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await signInForCashier({ context, request, baseURL }, UPI_PAID_PLAYER);
  const before = await walletTotal(request, token);
  await openCashier(page);
  const cashier = page.getByRole("main");
  await cashier.getByRole("radio", { name: "UPI" }).check();
  await cashier.getByRole("button", { name: "₹100.00" }).click();
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/payment/deposit"));
  await cashier.getByRole("button", { name: /^Deposit/ }).click();
  const transactionId = ((await (await answer).json()) as { data: { transactionId: number } }).data.transactionId;
  await expect(cashier.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The player pays in their UPI app; the provider tells the back end, which tells the page.
  await settleDeposit(request, transactionId, "success");
  await expect(page.getByRole("banner").locator("[aria-live='polite']")).toHaveText(
    formatMoney(before + 100, "INR", { locale: "en" }),
  );
  expect(await walletTotal(request, token)).toBe(before + 100);
  await expect(page.getByRole("dialog", { name: "Deposit successful" })).toBeVisible();
  await expect(page).toHaveURL(/\/deposit\?modal=deposit-success&met=upi$/);
  await expect(cashier.getByRole("img", { name: /QR code/ })).toBeHidden();
  await expectNoAxeViolations(page);
});
