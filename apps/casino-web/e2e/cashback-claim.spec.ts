import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { playRound, walletTotal } from "./reference-api";
import { newDepositor } from "./safety-players";
import { acceptCookieNotice, signInWithCookie, waitForServerDrawnParts, waitForSessionServices } from "./session";

test("a player claims the cashback from the cashback page: the payout is credited, said in words, and the card starts again", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // A player of its own with a first deposit (cashback needs one), then a net loss of €30.
  const { token } = await newDepositor(request, "cashback-claim");
  await playRound(request, token, { amount: 30, winAmount: 0 });
  const before = await walletTotal(request, token);

  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, token);
  await page.goto("/cashback");
  await waitForSessionServices(page);
  await waitForServerDrawnParts(page);
  const card = page.getByTestId("cashback-figures").getByRole("region", { name: "Cashback" });
  const today = card.getByText(/^€\d+\.\d\d$/);
  // 10 % of the €30 loss.
  await expect(today).toHaveText("€3.00", { timeout: 15_000 });
  const claim = card.getByRole("button", { name: "Claim cashback" });
  await expect(claim).toBeEnabled();
  await expectNoAxeViolations(page);

  await claim.click();
  await expect(page.getByRole("status").filter({ hasText: "is now cash" })).toHaveText(
    "€3.00 is now cash in your balance.",
  );
  await expect(today).toHaveText("€0.00");
  await expect(claim).toBeDisabled();
  expect(await walletTotal(request, token)).toBeCloseTo(before + 3, 2);
  await expectNoAxeViolations(page);
});
