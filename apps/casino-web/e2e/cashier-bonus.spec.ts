import { expectNoAxeViolations } from "./accessibility";
import { openCashier, signInForCashier } from "./cashier-session";
import { expect, test } from "./fixtures";
import { walletTotal } from "./reference-api";

test("a coupon typed in the cashier is applied, and the same coupon again is refused as already redeemed", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInForCashier({ context, request, baseURL }, "voucher@demo.casino");
  await openCashier(page);
  const coupon = page.getByRole("form", { name: "Have a coupon?" });
  await coupon.getByLabel("Coupon code").fill("SPRING25");
  await coupon.getByRole("button", { name: "Apply" }).click();
  // Applying refreshes the player's bonuses and details before it answers.
  await expect(coupon.getByText("Coupon applied: the bonus is yours.")).toBeVisible({ timeout: 15_000 });

  await coupon.getByRole("button", { name: "Apply" }).click();
  await expect(coupon.getByText("This coupon has already been redeemed.")).toBeVisible({ timeout: 15_000 });
  await expect(coupon.getByLabel("Coupon code")).toHaveAttribute("aria-invalid", "true");
  await expect(coupon.getByLabel("Coupon code")).toHaveValue("SPRING25");
  await expectNoAxeViolations(page);
});

test("a deposit with a new bonus first warns that the active bonus is cancelled and its €50.00 burnt, and goes on only after the yes", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await signInForCashier({ context, request, baseURL }, "switch@demo.casino");
  const before = await walletTotal(request, token);
  await openCashier(page);
  const cashier = page.getByRole("main");
  await cashier.getByRole("radio", { name: "Skrill" }).check();
  const bonuses = cashier.getByRole("radiogroup", { name: "Bonus with this deposit" });
  await expect(bonuses.getByRole("radio", { name: "No bonus" })).toBeChecked();
  await bonuses.getByRole("radio", { name: /Monday reload/ }).click();
  await expect(cashier.getByText(/will be cancelled and its €50\.00 of bonus money burnt/).first()).toBeVisible();

  await cashier.getByRole("button", { name: "Deposit €25.00" }).click();
  const question = cashier.getByRole("group", { name: "Cancel your active bonus?" });
  await expect(question).toContainText("Starting a deposit with a new bonus cancels your active bonus");
  await expectNoAxeViolations(page);
  // Keeping the bonus sends nothing and goes back to no bonus.
  await question.getByRole("button", { name: "Keep my bonus" }).click();
  await expect(bonuses.getByRole("radio", { name: "No bonus" })).toBeChecked();
  expect(await walletTotal(request, token)).toBe(before);

  await bonuses.getByRole("radio", { name: /Monday reload/ }).click();
  await cashier.getByRole("button", { name: "Deposit €25.00" }).click();
  await question.getByRole("button", { name: "Burn €50.00 and deposit" }).click();
  await expect(page.getByRole("heading", { name: "Demo payment provider" })).toBeVisible();
  await page.getByRole("button", { name: "success" }).click();
  await expect(page.getByRole("dialog", { name: "Deposit successful" })).toBeVisible();
  // The €50.00 burnt, the €25.00 paid, and the reload's 50% of it: the bonus went with the deposit.
  await expect.poll(() => walletTotal(request, token)).toBe(before - 50 + 25 + 12.5);
});

test("the cashier offers no ended promotion and none the player's deposits do not fit", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Only reads the bonus list: the cashier journeys' player has made deposits.
  await signInForCashier({ context, request, baseURL });
  await openCashier(page);
  const bonuses = page.getByRole("main").getByRole("radiogroup", { name: "Bonus with this deposit" });
  await expect(bonuses.getByRole("radio", { name: "Monday reload: 50% up to 200 EUR" })).toBeVisible();
  await expect(bonuses.getByRole("radio", { name: /Autumn reload/ })).toHaveCount(0);
  // The welcome package goes with a first deposit, the booster with a third on Tuesdays and Fridays.
  await expect(bonuses.getByRole("radio", { name: /welcome package/ })).toHaveCount(0);
  await expect(bonuses.getByRole("radio", { name: /Third deposit booster/ })).toHaveCount(0);
});
