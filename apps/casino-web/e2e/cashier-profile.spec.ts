import { expectNoAxeViolations } from "./accessibility";
import { fillCard, signInForCashier } from "./cashier-session";
import { expect, test } from "./fixtures";
import { walletTotal } from "./reference-api";

test("a new player without an address is asked for exactly the address, city and postal code first, then pays", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await signInForCashier({ context, request, baseURL }, "fresh@demo.casino");
  const before = await walletTotal(request, token);
  await page.goto("/deposit");
  const cashier = page.getByRole("main");
  await expect(cashier.getByRole("heading", { name: "Complete your profile to deposit" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(cashier).toContainText(
    "Before you deposit, we need these details: City, Postal code, and Address. You fill them in once.",
  );
  // No payment form yet, and nothing asked for that the player already gave.
  await expect(cashier.getByRole("group", { name: "Payment method" })).toHaveCount(0);
  const form = cashier.getByRole("form", { name: "Profile information" });
  await expect(form.getByRole("textbox")).toHaveCount(3);
  await expect(form.getByRole("group", { name: "Date of birth" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await form.getByRole("textbox", { name: "City" }).fill("Sliema");
  await form.getByRole("textbox", { name: "Postal code" }).fill("SLM 1000");
  await form.getByRole("textbox", { name: "Address" }).fill("2 Tower Road");
  await form.getByRole("button", { name: "Save and continue" }).click();

  // Saved, the details read again: the payment form follows.
  await expect(cashier.getByRole("radio", { name: "Visa" })).toBeChecked({ timeout: 15_000 });
  await fillCard(page);
  await cashier.getByRole("button", { name: "Deposit €25.00" }).click();
  await expect(page.getByRole("heading", { name: "Demo payment provider" })).toBeVisible();
  await page.getByRole("button", { name: "success" }).click();
  await expect(page.getByRole("dialog", { name: "Deposit successful" })).toBeVisible();
  await expect.poll(() => walletTotal(request, token)).toBe(before + 25);
});
