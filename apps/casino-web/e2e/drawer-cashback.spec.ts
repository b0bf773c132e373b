import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { openPhoneMenuWithCashback } from "./phone-menu";
import { walletTotal } from "./reference-api";

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone, the menu carries the cashback card: today's amount, the countdown, and the claim", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const { token, menu: drawer } = await openPhoneMenuWithCashback(
    { page, context, request, baseURL },
    "drawer-cashback",
  );
  const before = await walletTotal(request, token);
  const card = drawer.getByRole("region", { name: "Cashback" });
  // 10 % of the €20 loss, with the time to the next payout.
  await expect(card.getByText("€2.00")).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole("timer")).toBeVisible();
  const claim = card.getByRole("button", { name: "Claim" });
  await expect(claim).toBeVisible();
  await expectNoAxeViolations(page);

  await claim.click();
  await expect(drawer.getByRole("status").filter({ hasText: "is now cash" })).toHaveText(
    "€2.00 is now cash in your balance.",
  );
  // Nothing left to claim: the claim goes, the card stays with the new cycle's amount.
  await expect(claim).toBeHidden();
  await expect(card.getByText("€0.00")).toBeVisible();
  expect(await walletTotal(request, token)).toBeCloseTo(before + 2, 2);
});
