import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { demoPlayerToken, playRound, walletTotal } from "./reference-api";
import { newDepositor } from "./safety-players";
import { acceptCookieNotice, signInWithCookie, waitForServerDrawnParts } from "./session";

/** The player only these journeys change (apps/reference-api README): self-excluded, €80 to withdraw. */
const WITHDRAW_PLAYER = "withdrawer@demo.casino";

test("a self-excluded player follows the closed cashier's Withdraw, requests a withdrawal and cancels it", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await demoPlayerToken(request, WITHDRAW_PLAYER);
  const before = await walletTotal(request, token);
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, token);
  await page.goto("/deposit");
  await page.getByTestId("cashier-closed").getByRole("link", { name: "Withdraw" }).click();
  // A plain link: the address changes when the server's answer arrives, which on a loaded machine took
  // longer than an assertion's 10 s once (a clean-clone run of 2026-11-27); the test's limit bounds it.
  await page.waitForURL(/\/withdraw$/, { waitUntil: "commit" });
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Withdraw" })).toBeVisible();
  await expect(main.getByRole("radio", { name: "Skrill" })).toBeVisible({ timeout: 15_000 });
  await waitForServerDrawnParts(page);
  await main.getByRole("radio", { name: "Skrill" }).check();
  await expectNoAxeViolations(page);

  // Wrong fields are explained in words and what was typed stays.
  await main.getByRole("textbox", { name: /Amount/ }).fill("500");
  await main.getByRole("textbox", { name: /Bank code/ }).fill("SBIN");
  await main.getByRole("button", { name: "Request withdrawal" }).click();
  await expect(main.getByRole("textbox", { name: /Amount/ })).toHaveAccessibleDescription(/outside the allowed/);
  await expect(main.getByRole("textbox", { name: /Bank code/ })).toHaveAccessibleDescription(/8 to 15 characters/);
  await expect(main.getByRole("textbox", { name: /Bank code/ })).toHaveValue("SBIN");
  await expectNoAxeViolations(page);

  await main.getByRole("textbox", { name: /Amount/ }).fill("30");
  await main.getByRole("textbox", { name: "Account holder's full name" }).fill("Wren Withdrawer");
  await main.getByRole("textbox", { name: "Account number" }).fill("12345678");
  await main.getByRole("textbox", { name: "E-mail" }).fill("withdrawer@demo.casino");
  await main.getByRole("textbox", { name: /Bank code/ }).fill("SBIN0001234");
  await main.getByRole("button", { name: "Request withdrawal" }).click();
  await expect(main.getByRole("status")).toHaveText("Your withdrawal of €30.00 is pending.");
  const pending = main.getByTestId("pending-withdrawal");
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText("€30.00");
  await expect.poll(() => walletTotal(request, token)).toBe(before - 30);
  await expectNoAxeViolations(page);

  // Cancelling asks first, then returns the funds.
  await pending.getByRole("button", { name: "Cancel withdrawal" }).click();
  await expect(pending).toContainText("The funds return to your balance without fees.");
  await pending.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(main.getByTestId("pending-withdrawal")).toHaveCount(0);
  await expect.poll(() => walletTotal(request, token)).toBe(before);
});

test("withdrawal blockers are explained in words before any form", async ({ page, context, request, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, "bonus@demo.casino"));
  await page.goto("/withdraw");
  const blockers = page.getByRole("region", { name: "You cannot withdraw yet" });
  await expect(blockers).toContainText("You cannot withdraw while a bonus is active.", { timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Request withdrawal" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await signInWithCookie(context, baseURL, await demoPlayerToken(request, "unverified@demo.casino"));
  await page.goto("/withdraw");
  await expect(blockers).toContainText("Please verify your email address before you withdraw.", { timeout: 15_000 });
});

test("the account menu leads to withdraw and the transactions", async ({ page, context, request, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, "depositor@demo.casino"));
  await page.goto("/casino");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /account/i })
    .click();
  await expect(page.getByRole("menuitem", { name: "Withdraw" })).toHaveAttribute("href", "/withdraw");
  await expect(page.getByRole("menuitem", { name: "Transactions" })).toHaveAttribute("href", "/profile/transactions");
});

test("a crypto withdrawal shows its network fee and what arrives before it is requested, and follows the amount", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The cashier journeys' BTC player: the withdrawal is cancelled at the end, so its wallet stays.
  const token = await demoPlayerToken(request, "satoshi@demo.casino");
  const before = await walletTotal(request, token);
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, token);
  await page.goto("/withdraw");
  await waitForServerDrawnParts(page);
  const main = page.getByRole("main");
  await main.getByRole("radio", { name: "Bitcoin" }).check({ timeout: 15_000 });
  const amount = main.getByRole("textbox", { name: /Amount/ });
  const quote = main.getByRole("region", { name: "Before you confirm" });

  await amount.fill("0.005");
  await main.getByRole("textbox", { name: "Wallet address" }).fill("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq");
  await main.getByRole("textbox", { name: "Network" }).fill("Bitcoin");
  // The 1 % fee of the reference API, taken from the coin itself.
  await expect(quote).toContainText(/Network fee\s*BTC\s*0\.00005(?!\d)/);
  await expect(quote).toContainText(/You receive\s*BTC\s*0\.00495(?!\d)/);
  await expectNoAxeViolations(page);

  // A new amount is quoted again.
  await amount.fill("0.008");
  await expect(quote).toContainText(/You receive\s*BTC\s*0\.00792(?!\d)/);
  await main.getByRole("button", { name: "Request withdrawal" }).click();
  const pending = main.getByTestId("pending-withdrawal");
  await expect(pending).toHaveCount(1);
  // The coin's decimals, not a rounded BTC 0.01.
  await expect(pending).toContainText(/BTC\s0\.008(?!\d)/);
  await expect.poll(() => walletTotal(request, token)).toBeCloseTo(before - 0.008, 8);

  await pending.getByRole("button", { name: "Cancel withdrawal" }).click();
  await pending.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(main.getByTestId("pending-withdrawal")).toHaveCount(0);
  await expect.poll(() => walletTotal(request, token)).toBeCloseTo(before, 8);
});

test("a player withdraws instantly within the day's allowance, sees it used, and is refused more than is left in words", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A new player of their own: a deposit of €600 played through once, so nothing blocks a withdrawal.
  const { token } = await newDepositor(request, "instant", 600);
  await playRound(request, token, { amount: 600, winAmount: 600 });
  const before = await walletTotal(request, token);
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, token);
  await page.goto("/withdraw");
  await waitForServerDrawnParts(page);
  const main = page.getByRole("main");
  await main.getByRole("radio", { name: "Skrill" }).check({ timeout: 15_000 });
  await expect(main).toContainText("€0.00 of €500.00 used today");
  await expect(main).toContainText("€500.00 left to withdraw instantly until");
  await main.getByRole("checkbox", { name: /Instant withdrawal/ }).check();
  await main.getByRole("textbox", { name: /Amount/ }).fill("200");
  await main.getByRole("textbox", { name: "Account holder's full name" }).fill("Ines Instant");
  await main.getByRole("textbox", { name: "Account number" }).fill("12345678");
  await main.getByRole("textbox", { name: "E-mail" }).fill("ines@journeys.casino");
  await main.getByRole("textbox", { name: /Bank code/ }).fill("SBIN0001234");
  await main.getByRole("button", { name: "Request withdrawal" }).click();
  await expect(main.getByRole("status")).toHaveText("Your withdrawal of €200.00 was paid out.");
  // Paid out, not pending: nothing to cancel, and the wallet is €200 lighter at once.
  await expect(main.getByTestId("pending-withdrawal")).toHaveCount(0);
  await expect.poll(() => walletTotal(request, token)).toBe(before - 200);
  await expect(main).toContainText("€200.00 of €500.00 used today");
  await expectNoAxeViolations(page);

  // More than is left is refused beside the amount, in words, and nothing is sent.
  await main.getByRole("checkbox", { name: /Instant withdrawal/ }).check();
  await main.getByRole("textbox", { name: /Amount/ }).fill("300.01");
  await main.getByRole("button", { name: "Request withdrawal" }).click();
  await expect(main.getByRole("textbox", { name: /Amount/ })).toHaveAccessibleDescription(
    /Only €300.00 can be withdrawn instantly now/,
  );
  await expect.poll(() => walletTotal(request, token)).toBe(before - 200);
  await expectNoAxeViolations(page);
});
