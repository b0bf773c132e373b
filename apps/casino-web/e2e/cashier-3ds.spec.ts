import { formatMoney } from "@casino/domain";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { fillCard, openCashier, signInForCashier } from "./cashier-session";
import { expect, test } from "./fixtures";
import { walletTotal } from "./reference-api";

/** The player only these journeys change (apps/reference-api README). */
const SECURE_PLAYER = "secure@demo.casino";
/** The card whose bank asks for a 3DS check (apps/reference-api README, "Deposits and their outcome"). */
const THREE_DS_CARD = "4000 0000 0000 3220";

/** Deposits €50.00 by the 3DS test card and answers the card issuer's page (the stand-in's) the way `answer` names. */
async function depositWithChallenge(page: Page, answer: "Confirm payment" | "Fail the check") {
  await openCashier(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("radio", { name: "Visa" })).toBeChecked();
  await fillCard(page);
  await page.getByLabel("Card number").fill(THREE_DS_CARD);
  await main.getByRole("button", { name: "€50.00" }).click();
  await main.getByRole("button", { name: "Deposit €50.00" }).click();

  // The check is the issuer's, on its own page: nothing the site sends says whether it passed.
  await expect(page).toHaveURL(/\/__provider\/3ds\/\d+\?signature=/);
  await expect(page.getByRole("main")).toContainText("Your bank asks you to confirm a deposit of 50 EUR.");
  await page.getByRole("button", { name: answer }).click();
}

test("a card whose bank asks for 3DS goes to the issuer's page; a confirmed check credits the deposit", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await signInForCashier({ context, request, baseURL }, SECURE_PLAYER);
  const before = await walletTotal(request, token);
  await depositWithChallenge(page, "Confirm payment");

  await expect(page.getByRole("dialog", { name: "Card verified" })).toBeVisible();
  await expect(page).toHaveURL(/\/deposit\?modal=deposit-3ds-success&met=visa$/);
  await expectNoAxeViolations(page);
  await expect.poll(() => walletTotal(request, token)).toBe(before + 50);
  await expect(page.getByRole("banner").locator("[aria-live='polite']")).toHaveText(
    formatMoney(before + 50, "EUR", { locale: "en" }),
  );
});

test("a failed 3DS check shows the failed deposit with another method to try, and credits nothing", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await signInForCashier({ context, request, baseURL }, SECURE_PLAYER);
  const before = await walletTotal(request, token);
  await depositWithChallenge(page, "Fail the check");

  const failed = page.getByRole("dialog", { name: "Deposit failed" });
  await expect(failed).toBeVisible();
  await expect(page).toHaveURL(/\/deposit\?modal=deposit-failed&met=visa$/);
  await expectNoAxeViolations(page);
  expect(await walletTotal(request, token)).toBe(before);
});
