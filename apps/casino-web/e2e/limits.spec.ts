import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { playRound } from "./reference-api";
import { newDepositor, newPlayerToken } from "./safety-players";
import { acceptCookieNotice, markServerDrawn, signInWithCookie, waitForServerDrawnParts } from "./session";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
});

test("where the market asks for no cooling-off, a deposit limit is set, lowered and raised at once, as the spec has it", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await signInWithCookie(context, baseURL, await newPlayerToken(request, "limits"));
  await page.goto("/profile2/limits");
  await waitForServerDrawnParts(page);
  await expect(page.getByRole("heading", { name: "Limits", level: 1 })).toBeVisible();
  const deposit = page.getByRole("region", { name: "Deposit limit" });
  await expect(deposit).toBeVisible();
  await expect(deposit.getByText("A limit you lower, raise or remove applies at once.")).toBeVisible();
  await expect(deposit.getByText("hours later", { exact: false })).toHaveCount(0);
  const daily = deposit.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Daily" }) });
  await expect(daily.getByText("No limit set")).toBeVisible();
  await expectNoAxeViolations(page);

  await daily.getByLabel("Deposit limit, Daily").fill("100");
  await daily.getByRole("button", { name: "Set limit" }).click();
  await expect(daily.getByText("€0.00 of €100.00 used")).toBeVisible();

  await daily.getByLabel("Deposit limit, Daily").fill("50");
  await daily.getByRole("button", { name: "Change" }).click();
  await expect(daily.getByText("€0.00 of €50.00 used")).toBeVisible();

  await daily.getByLabel("Deposit limit, Daily").fill("200");
  await daily.getByRole("button", { name: "Change" }).click();
  // The default market has no cooling-off (the 24 hours of uk, the 7 days of de: safety-profiles.serial.spec.ts).
  await expect(daily.getByText("€0.00 of €200.00 used")).toBeVisible();
  await expect(daily.getByText(/^Rises to/)).toHaveCount(0);
});

test("the server draws the player's limits with the page, and the browser keeps those cards once their code is there", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await signInWithCookie(context, baseURL, await newPlayerToken(request, "limits-drawn"));
  // Hydrating takes over the server's nodes rather than drawing them again.
  await markServerDrawn(page, ".casino-LimitCard-periods");
  await page.goto("/profile2/limits");
  await waitForServerDrawnParts(page);
  // The page's HTML holds the cards and the settings under them: the first paint waits for no
  // script (docs/performance.md, "Signed-in pages drawn on the server"). The server has loaded the
  // part's module by now (the first page a server instance draws streams it after a placeholder).
  const html = await (await context.request.get("/profile2/limits")).text();
  expect(html).toContain("Deposit limit, Daily");
  expect(html).toContain("Session time limit");
  expect(html).toContain("Ghost mode");
  // ...styled by the page's own stylesheet, not by the sheets that come with the part's chunk.
  expect(html).toMatch(/\.casino-LimitCard-periods\{/);

  const daily = page
    .getByRole("region", { name: "Deposit limit" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Daily" }) });
  await daily.getByLabel("Deposit limit, Daily").fill("75");
  await daily.getByRole("button", { name: "Set limit" }).click();
  await expect(daily.getByText("€0.00 of €75.00 used")).toBeVisible();
  await expect(page.locator(".casino-LimitCard-periods").first()).toHaveAttribute("data-from-server", "yes");
  await expectNoAxeViolations(page);
});

test("the monthly winnings limit shows what the player has won of it this month", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const { token } = await newDepositor(request, "monthly-win");
  // Two rounds: €40 won on a €10 stake, then €25.50 on a €5 stake.
  await playRound(request, token, { amount: 10, winAmount: 40 });
  await playRound(request, token, { amount: 5, winAmount: 25.5 });
  await signInWithCookie(context, baseURL, token);
  await page.goto("/profile2/limits");
  await waitForServerDrawnParts(page);
  const card = page.getByRole("region", { name: "Monthly winnings limit" });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card).toContainText("You can win up to €700.00 in each calendar month.");
  await expect(card).toContainText("€65.50 of €700.00 won this month");
  await expect(card).toContainText("€634.50 left this month");
  await expect(card.getByRole("meter", { name: "Monthly winnings limit reached so far" })).toHaveAttribute(
    "value",
    "9",
  );
  await expectNoAxeViolations(page);
});

test("the player chooses a reality check every 15 minutes, and it comes after 15 minutes of play", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await signInWithCookie(context, baseURL, await newPlayerToken(request, "reality-choice"));
  await page.goto("/profile2/limits");
  await waitForServerDrawnParts(page);
  const setting = page.getByRole("region", { name: "Reality check" });
  await expect(setting).toBeVisible({ timeout: 10_000 });
  // The default market has no reality check of its own: the player turns it on.
  await expect(setting.getByRole("radio", { name: "Off" })).toBeChecked();
  await setting.getByRole("radio", { name: "Every 15 minutes" }).click();
  await expect(setting.getByRole("status")).toHaveText("Saved. Your reality check: Every 15 minutes.");
  await expectNoAxeViolations(page);

  const check = page.getByRole("dialog", { name: "Reality check" });
  await page.clock.fastForward("10:00");
  await page.keyboard.press("Shift");
  await expect(check).toBeHidden();
  await page.clock.fastForward("05:00");
  await expect(check).toBeVisible();
  await expect(check).toHaveAccessibleDescription("You have been playing for 0 h 15 min.");
  await check.getByRole("button", { name: "Continue playing" }).click();
  await expect(check).toBeHidden();

  // Off again: the choice is the player's to take back.
  await setting.getByRole("radio", { name: "Off" }).click();
  await expect(setting.getByRole("status")).toHaveText("Saved. Your reality check: Off.");
});

test("a bet limit changes once an hour: the second change is closed with the time it opens", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await signInWithCookie(context, baseURL, await newPlayerToken(request, "bet-limit"));
  await page.goto("/profile2/limits");
  await waitForServerDrawnParts(page);
  const bet = page.getByRole("region", { name: "Bet limit" });
  const weekly = bet.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Weekly" }) });
  await weekly.getByLabel("Bet limit, Weekly").fill("300");
  await weekly.getByRole("button", { name: "Set limit" }).click();

  await expect(weekly.getByText("€0.00 of €300.00 used")).toBeVisible();
  await expect(bet.getByRole("status")).toHaveText(
    /^Change Not Allowed: bet limits change once an hour\. You can change it again at November 23, 2026 at 1:0\d PM\.$/,
  );
  await expect(weekly.getByLabel("Bet limit, Weekly")).toBeDisabled();
  await expectNoAxeViolations(page);
});

test("the account menu leads to the limits page", async ({ page, context, baseURL, request }) => {
  await signInWithCookie(context, baseURL, await newPlayerToken(request, "limits-menu"));
  await page.goto("/casino");
  await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Limits" }).click();
  await expect(page).toHaveURL(/\/profile2\/limits$/);
  await expect(page.getByRole("region", { name: "Loss limit" })).toBeVisible();
});

test("the responsible-gambling page offers the limits among the player's tools", async ({ page }) => {
  await page.goto("/responsible-gambling");
  const tools = page.getByRole("navigation", { name: "Your tools" });
  await expect(tools.getByRole("link", { name: "Set deposit, loss and bet limits" })).toHaveAttribute(
    "href",
    "/profile2/limits",
  );
  await expectNoAxeViolations(page);
});
