import { expectNoAxeViolations } from "./accessibility";
import { E2E_NOW } from "./clock";
import { expect, test } from "./fixtures";
import { CONTROL_HEADERS, demoPlayerToken, playRound, REFERENCE_API_URL } from "./reference-api";
import { atServerTime } from "./safety-players";
import { acceptCookieNotice, signInWithCookie, waitForServerDrawnParts, waitForSessionServices } from "./session";

// Serial: the reference API's clock is moved across a :30 payout. The player is the cashback
// journeys' own (apps/reference-api README, "Demo players"); its rounds change only its cashback.
const BEFORE_PAYOUT = new Date(E2E_NOW.getTime() + 29 * 60_000 + 40_000); // 12:29:40
// The back end's clock runs on while the journey waits, so its rounds are played well inside
// the half hour: 12:25.
const ROUNDS_AT = new Date(E2E_NOW.getTime() + 25 * 60_000);
const AFTER_PAYOUT = new Date(E2E_NOW.getTime() + 30 * 60_000 + 2_000); // 12:30:02

test("the cashback card follows a live stake, polls while visible and starts again after the :30 payout", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // Three rounds, a poll and a payout, each waited for.
  test.slow();
  await acceptCookieNotice(context, baseURL);
  const token = await demoPlayerToken(request, "cashback@demo.casino");
  await signInWithCookie(context, baseURL, token);
  // The page's time runs from 2 minutes before the mark while the page loads its services; it then
  // stands still 20 s before the payout, so no poll runs unless the test moves time on.
  await page.clock.setSystemTime(new Date(BEFORE_PAYOUT.getTime() - 120_000));

  await atServerTime(request, ROUNDS_AT, async () => {
    // A net loss of €20 in this half hour: 10 % of it is €2.00 cashback.
    await playRound(request, token, { amount: 20, winAmount: 0 });
    await page.goto("/cashback");
    await waitForSessionServices(page);
    await waitForServerDrawnParts(page);
    const card = page.getByTestId("cashback-figures").getByRole("region", { name: "Cashback" });
    const today = card.getByText(/^€\d+\.\d\d$/);
    await expect(today).toHaveText("€2.00", { timeout: 15_000 });
    // Before time stands still: axe, and the query cache's hand-over to the page, run on timers.
    await expectNoAxeViolations(page);
    // A stake the back end reports over the socket moves the ngr.
    await playRound(request, token, { amount: 10, winAmount: 0 });
    // (Under load the socket may still be connecting; the next poll, within 15 s, then brings it.)
    await expect(today).toHaveText("€3.00", { timeout: 16_000 });
    await page.clock.pauseAt(BEFORE_PAYOUT);
    await expect(card.getByRole("timer")).toHaveText("00:20");

    // While the page is visible the award is asked for again every 15 s.
    const polled = page.waitForRequest(/calendar-award/);
    await page.clock.runFor(15_000);
    await polled;
    await expect(today).toHaveText("€3.00");

    // The back end's clock only moves forward while the player is signed in (a clock set back
    // would make their token younger than the server's time).
    const moved = await request.post(`${REFERENCE_API_URL}/__control/time`, {
      data: { now: AFTER_PAYOUT.toISOString() },
      headers: CONTROL_HEADERS,
    });
    expect(moved.ok()).toBe(true);
    // The countdown reaches :30 and the award is read again: the half hour was paid, a new one
    // starts from nothing and the countdown runs to 13:00.
    const refreshed = page.waitForRequest(/calendar-award/);
    await page.clock.runFor(6_000);
    await refreshed;
    // The query cache hands its answer to the page on a zero-delay timer: move time on in small
    // steps until it has.
    await expect(async () => {
      await page.clock.runFor(200);
      await expect(today).toHaveText("€0.00", { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(card.getByRole("timer")).toHaveText(/^29:[45]\d$/);
  });
});
