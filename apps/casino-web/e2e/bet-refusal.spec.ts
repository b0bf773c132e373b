import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { demoPlayerToken, placeRound } from "./reference-api";
import { newDepositor, setLimit } from "./safety-players";
import { acceptCookieNotice, signInWithCookie, waitForSessionServices, waitForServerDrawnParts } from "./session";

const GAME = "book-of-embers";

test("a stake over the player's bet limit is explained on the play page, and a bonus buy over it asks first: Confirm Bonus Buy lets only the next transaction through", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A player of this journey's own, with €100 to stake and a maximum bet of €5.
  const token = await demoPlayerToken(request, "betlimit@demo.casino");
  await setLimit(request, token, { type: "bet", maxBet: 5 });

  await context.addCookies([{ name: "gameCookieConsent", value: "accepted", url: baseURL ?? "" }]);
  await signInWithCookie(context, baseURL, token);
  await page.goto(`/play/${GAME}`);
  await waitForSessionServices(page);
  const stage = page.getByRole("region", { name: "Game window" });
  await expect(stage.getByText(/opens here/)).toBeVisible();

  // The socket may still be connecting: stake until the refusal shows.
  await expect(async () => {
    expect(await placeRound(request, token, { amount: 10, gameSlug: GAME })).toBe(422);
    await expect(stage.getByRole("alert")).toHaveText("You have reached your maximum bet limit.", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expectNoAxeViolations(page);

  const buy = { amount: 20, gameSlug: GAME, bonusBuy: true };
  expect(await placeRound(request, token, buy)).toBe(422);
  const question = page.getByRole("dialog", { name: "Bonus buy" });
  await expect(question).toHaveAccessibleDescription(/only the next transaction/);
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: "Confirm Bonus Buy" }).click();
  await expect(question).toBeHidden();

  // The game buys again: this one transaction skips the limit, the next does not.
  expect(await placeRound(request, token, buy)).toBe(200);
  expect(await placeRound(request, token, buy)).toBe(422);
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Confirm Regular Bet" }).click();
  await expect(question).toBeHidden();
  expect(await placeRound(request, token, buy)).toBe(422);
});

test("a player sets a maximum bet of €5 on the limits page, and a €10 stake is refused on the game page in words", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await newDepositor(request, "max-bet");
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, token);
  await page.goto("/profile2/limits");
  await waitForServerDrawnParts(page);
  const betSize = page.getByRole("region", { name: "Minimum and maximum bet" });
  await expect(betSize).toBeVisible({ timeout: 10_000 });
  await expect(betSize).toContainText("A bet limit can be changed once an hour");
  await expect(betSize).toContainText("No minimum or maximum bet set");
  await betSize.getByRole("textbox", { name: "Maximum bet" }).fill("5");
  await betSize.getByRole("button", { name: "Save bet limits" }).click();
  await expect(betSize).toContainText("Maximum bet: €5.00");
  // Changed now, so the next change opens an hour later (the spec's once-an-hour rule).
  await expect(betSize.getByRole("status")).toHaveText(
    /^Change Not Allowed: bet limits change once an hour\. You can change it again at November 23, 2026 at 1:0\d PM\.$/,
  );
  await expectNoAxeViolations(page);

  await page.goto(`/play/${GAME}`);
  await waitForSessionServices(page);
  const stage = page.getByRole("region", { name: "Game window" });
  await expect(stage.getByText(/opens here/)).toBeVisible();
  await expect(async () => {
    expect(await placeRound(request, token, { amount: 10, gameSlug: GAME })).toBe(422);
    await expect(stage.getByRole("alert")).toHaveText("You have reached your maximum bet limit.", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // A stake within the limit is taken.
  expect(await placeRound(request, token, { amount: 5, gameSlug: GAME })).toBe(200);
});
