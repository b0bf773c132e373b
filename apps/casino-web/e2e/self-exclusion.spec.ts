import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { REFERENCE_API_URL, demoPlayerToken } from "./reference-api";
import { newPlayer } from "./safety-players";
import { acceptCookieNotice, signInWithCookie, waitForServerDrawnParts } from "./session";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
});

test("a player self-excludes for a week after a confirm that says what happens, is signed out and may no longer deposit", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const player = await newPlayer(request, "self-exclusion");
  await signInWithCookie(context, baseURL, player.token);
  await page.goto("/profile2/limits");
  await waitForServerDrawnParts(page);
  const section = page.getByRole("region", { name: "Self-exclusion" });
  await section.getByRole("radio", { name: "1 week" }).click();
  await section.getByRole("button", { name: "Continue" }).click();

  const dialog = page.getByRole("dialog", { name: "Exclude yourself?" });
  await expect(dialog).toContainText(/You will be excluded until November 30, 2026 at 12:0\d PM\./);
  await expect(dialog).toContainText("You will be signed out now.");
  await expect(dialog).toContainText("You can still withdraw your balance, but not deposit, play or take bonuses.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Exclude me" }).click();

  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText("Sign in to see and set your limits.")).toBeVisible();

  // Signed in again, the back end's rule (mayStakeMoney) refuses a deposit: only withdrawal is open.
  const token = await demoPlayerToken(request, player.email);
  const deposit = await request.post(`${REFERENCE_API_URL}/api/payment/deposit`, {
    data: { paymentMethodId: 1, amount: 20, currencyCode: "EUR" },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect({ status: deposit.status(), body: await deposit.json() }).toMatchObject({
    status: 409,
    body: { errorCode: "SELF_EXCLUDED" },
  });
});

test("a self-excluded player finds deposits, bonuses, promotions, real-money play and rakeback closed in words, and withdrawal open", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // A demo player excluded until May 2027; this journey only reads.
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, "excluded@demo.casino"));

  await page.goto("/deposit");
  // Excluded 180 days from the journeys' start: the minute it ends, not the end of a day.
  await expect(page.getByRole("main")).toContainText(/deposits and play are closed until May 22, 2027 at 12:0\d PM\./);
  await expect(page.getByRole("main").getByRole("button", { name: /deposit/i })).toHaveCount(0);

  await page.goto("/bonuses");
  const available = page.getByRole("region", { name: "Available bonuses" });
  await expect(available).toContainText("bonuses and coupons are closed");
  await expect(page.getByRole("main").getByRole("button", { name: "Activate" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Coupon code" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto("/promotions");
  await expect(page.getByRole("main")).toContainText("bonuses and coupons are closed");
  await expect(page.getByRole("main").getByRole("button", { name: "Activate" })).toHaveCount(0);

  // Real-money play: closed on the game's play page, with the way to withdraw.
  await page.goto("/play/book-of-embers");
  const play = page.getByRole("region", { name: "Play is closed" });
  await expect(play).toContainText(/deposits and play are closed until May 22, 2027 at 12:0\d PM\./);
  await expect(play.getByRole("link", { name: "Withdraw" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Rakeback: the days stay shown (the back end offers two to claim), with no Get and the reason.
  await page.goto("/?modal=rakeback");
  const calendar = page.getByRole("dialog", { name: "Rakeback calendar" });
  await expect(calendar.getByRole("cell").filter({ has: page.locator("time") })).toHaveCount(28, { timeout: 15_000 });
  await expect(calendar).toContainText("While you are excluded from gambling, rakeback cannot be claimed.");
  await expect(calendar.getByRole("button", { name: "Get" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto("/withdraw");
  await expect(page.getByRole("button", { name: "Request withdrawal" })).toBeVisible();
});
