import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { REFERENCE_API_URL, demoPlayerToken, patchSettings, playRound } from "./reference-api";
import { newPlayer, newPlayerReadyToDeposit } from "./safety-players";
import { acceptCookieNotice, signInWithCookie, waitForSessionServices, waitForServerDrawnParts } from "./session";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
});

test.describe("under the de profile", () => {
  let restore: Record<string, unknown> = {};
  test.beforeAll(async ({ request }) => {
    restore = await patchSettings(request, { jurisdiction: "de" });
  });
  test.afterAll(async ({ request }) => {
    await patchSettings(request, restore);
  });

  test("one tap locks the account for 24 hours and signs the player out; a raise waits 7 days", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const player = await newPlayer(request, "quick-lock");
    await signInWithCookie(context, baseURL, player.token);
    await page.goto("/profile2/limits");
    await waitForServerDrawnParts(page);
    const deposit = page.getByRole("region", { name: "Deposit limit" });
    await expect(deposit.getByText("takes effect 168 hours later", { exact: false })).toBeVisible({ timeout: 10_000 });
    const lock = page.getByRole("region", { name: "24-hour lock" });
    await expect(lock).toBeVisible();
    await expectNoAxeViolations(page);
    await lock.getByRole("button", { name: "Lock my account for 24 hours" }).click();

    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    const token = await demoPlayerToken(request, player.email);
    const response = await request.get(`${REFERENCE_API_URL}/api/user/get-user-details`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: { getUser: { userLimit: unknown } } };
    // 24 hours to the minute, not the end of the next day.
    expect(body.data.getUser.userLimit).toMatchObject({
      exclusionKind: "time-out",
      selfExclusion: expect.stringMatching(/^2026-11-24T12:0\d:00\.000Z$/),
    });
  });
});

test.describe("under the uk profile", () => {
  let restore: Record<string, unknown> = {};
  test.beforeAll(async ({ request }) => {
    restore = await patchSettings(request, { jurisdiction: "uk" });
  });
  test.afterAll(async ({ request }) => {
    await patchSettings(request, restore);
  });

  test("a lowered deposit limit applies at once and a raise waits the market's 24-hour cooling-off, with its date", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await signInWithCookie(context, baseURL, (await newPlayer(request, "uk-limits")).token);
    await page.goto("/profile2/limits");
    await waitForServerDrawnParts(page);
    const deposit = page.getByRole("region", { name: "Deposit limit" });
    await expect(deposit.getByText("Raising or removing it takes effect 24 hours later", { exact: false })).toBeVisible(
      { timeout: 10_000 },
    );
    const daily = deposit.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Daily" }) });
    await daily.getByLabel("Deposit limit, Daily").fill("100");
    await daily.getByRole("button", { name: "Set limit" }).click();
    await expect(daily.getByText("€0.00 of €100.00 used")).toBeVisible();
    await daily.getByLabel("Deposit limit, Daily").fill("50");
    await daily.getByRole("button", { name: "Change" }).click();
    await expect(daily.getByText("€0.00 of €50.00 used")).toBeVisible();

    await daily.getByLabel("Deposit limit, Daily").fill("200");
    await daily.getByRole("button", { name: "Change" }).click();
    // The reference API's clock starts at E2E_NOW (23 November 2026, 12:00 UTC): the raise applies a day later.
    await expect(
      daily.getByText(/^Rises to €200\.00 on November 24, 2026 at 12:0\d PM; until then €50\.00 applies\.$/),
    ).toBeVisible();
    await expect(daily.getByText("€0.00 of €50.00 used")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("before a first deposit the cashier asks for a deposit limit: one set applies, Not now goes on to the form", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const setter = await newPlayerReadyToDeposit(request, "limit-prompt");
    await signInWithCookie(context, baseURL, setter.token);
    // The form is never drawn first: the prompt taking its place would drop what was typed in it.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector("form.casino-DepositForm")) return;
        document.documentElement.dataset.depositFormDrawn = "yes";
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/deposit");
    const prompt = page.getByRole("region", { name: "Set a deposit limit" });
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await expect(page.locator("html")).not.toHaveAttribute("data-deposit-form-drawn");
    await expectNoAxeViolations(page);
    await prompt.getByRole("radio", { name: "Weekly" }).click();
    await prompt.getByRole("textbox", { name: "Deposit limit (EUR)" }).fill("200");
    await prompt.getByRole("button", { name: "Set limit" }).click();
    // The limit is set: the cashier opens, and the limits page holds it.
    await expect(page.getByRole("radio", { name: "Skrill" })).toBeVisible({ timeout: 15_000 });
    await expect(prompt).toBeHidden();
    const limits = await request.get(`${REFERENCE_API_URL}/api/user/get-limits`, {
      headers: { Authorization: `Bearer ${setter.token}` },
    });
    expect(((await limits.json()) as { data: { limits: unknown[] } }).data.limits).toContainEqual(
      expect.objectContaining({ type: "deposit", period: 1, amount: 200 }),
    );

    const skipper = await newPlayerReadyToDeposit(request, "limit-prompt-skip");
    await signInWithCookie(context, baseURL, skipper.token);
    await page.goto("/deposit");
    await prompt.getByRole("button", { name: "Not now" }).click();
    await expect(page.getByRole("radio", { name: "Skrill" })).toBeVisible();
    // Put off for the tab's session: the next visit to the cashier goes straight to the form.
    await page.reload();
    await expect(page.getByRole("radio", { name: "Skrill" })).toBeVisible({ timeout: 15_000 });
    await expect(prompt).toBeHidden();
  });

  test("the header shows the session's time and its net position from the socket's debits and credits", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    // A player only this journey plays with: its rounds move no other journey's wallet.
    const token = await demoPlayerToken(request, "reality@demo.casino");
    await signInWithCookie(context, baseURL, token);
    await page.goto("/");
    const clock = page.getByRole("banner").getByLabel("Session time and net position");
    await expect(clock).toContainText("0:00");
    await expect(clock).toContainText("Net €0.00");

    // The socket pushes each round's debit and credit (-€6.00 a round); a round played before the
    // socket connected is not seen, so rounds are played until one is.
    await expect(async () => {
      await playRound(request, token, { amount: 10, winAmount: 4 });
      await expect(clock).toContainText(/Net -€(6|12|18|24|30)\.00/, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });

    await expectNoAxeViolations(page);
  });

  test("the hourly reality check shows the session's time and net position, and Continue or Log out answers it", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    // A player only this journey uses: its round moves no other journey's wallet.
    const token = await demoPlayerToken(request, "hourly@demo.casino");
    await signInWithCookie(context, baseURL, token);
    await page.goto("/");
    await waitForSessionServices(page);
    const clock = page.getByRole("banner").getByLabel("Session time and net position");
    await expect(async () => {
      await playRound(request, token, { amount: 10, winAmount: 4 });
      await expect(clock).toContainText(/Net -€(6|12|18|24|30)\.00/, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    const net = ((await clock.textContent()) ?? "").match(/-€\d+\.00/)?.[0] ?? "";

    // An hour of play: the player is active every 20 minutes (a key press), so the 30-minute
    // inactivity timeout never ends the session before the check is due.
    const check = page.getByRole("dialog", { name: "Reality check" });
    const playFor = async (minutes: number) => {
      for (let left = minutes; left > 0; left -= 20) {
        await page.clock.fastForward(`${String(Math.min(20, left)).padStart(2, "0")}:00`);
        await page.keyboard.press("Shift");
      }
    };
    await playFor(40);
    await expect(check).toBeHidden();
    await playFor(20);
    await expect(check).toBeVisible();
    await expect(check).toHaveAccessibleDescription("You have been playing for 1 h 0 min.");
    await expect(check).toContainText(`your net position is ${net}`);
    await expect(check.getByRole("link", { name: "See your history" })).toHaveAttribute(
      "href",
      /\/profile\/transactions$/,
    );
    await expectNoAxeViolations(page);

    // Only an answer closes it: no close button, and Escape or a press outside leaves it open.
    await expect(check.getByRole("button", { name: "Close" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await page.mouse.click(5, 5);
    await expect(check).toBeVisible();

    // Continue: the next check is an hour from the answer, not from the session's start.
    await check.getByRole("button", { name: "Continue playing" }).click();
    await expect(check).toBeHidden();
    await playFor(40);
    await expect(check).toBeHidden();
    await playFor(20);
    await expect(check).toBeVisible();
    await expect(check).toHaveAccessibleDescription("You have been playing for 2 h 0 min.");

    // Log out ends the session.
    await check.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(check).toBeHidden();
  });
});
