import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { addBonusWagering, demoPlayerToken } from "./reference-api";
import {
  acceptCookieNotice,
  markServerDrawn,
  signInWithCookie,
  waitForServerDrawnParts,
  waitForSessionServices,
} from "./session";

// Each journey that changes bonuses uses a demo player of its own (apps/reference-api README, "Demo players").
test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
});

/** Starts the tab signed in as a demo player. */
async function signIn(
  { request, context, baseURL }: { request: APIRequestContext; context: BrowserContext; baseURL: string | undefined },
  email: string,
): Promise<void> {
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, email));
}

test("a player with an active bonus finds it from the account menu and sees its wagering explained", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signIn({ request, context, baseURL }, "bonus@demo.casino");
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "My bonuses" }).click();
  await expect(page).toHaveURL(/\/bonuses$/);

  const active = page.getByRole("region", { name: "Your active bonuses" });
  const card = active.getByRole("article", { name: "150% up to 1000 EUR welcome package" });
  await expect(card.getByText("Deposit bonus")).toBeVisible();
  await expect(card.getByText("€0.00 of €5,250.00 wagered")).toBeVisible();
  await expect(card.getByRole("progressbar", { name: "Wagering" })).toBeVisible();
  await expect(
    card.getByText(
      "Your real money is played first, then your bonus money; bets with both count towards the wagering.",
    ),
  ).toBeVisible();
  await expect(card.getByRole("timer")).toBeVisible();
  await expect(card.getByRole("button", { name: "Claim as cash" })).toBeHidden();
  await expect(
    page.getByRole("table", { name: "Bonus history" }).getByRole("row", { name: /welcome package/ }),
  ).toContainText("Active");
  await expectNoAxeViolations(page);
});

test("a newcomer activates the no-deposit gift, plays it through and claims it as cash", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signIn({ request, context, baseURL }, "rewards@demo.casino");
  await page.goto("/bonuses");
  await waitForServerDrawnParts(page);
  await waitForSessionServices(page);
  const balance = page.getByRole("banner").locator("[aria-live='polite']");
  await expect(balance).toHaveText("€0.00");

  const offer = page.getByRole("article", { name: "10 EUR welcome gift, no deposit" });
  await expect(offer.getByText("35× the bonus")).toBeVisible();
  await offer.getByRole("button", { name: "Activate" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The bonus is yours." })).toBeVisible();
  const active = page.getByRole("region", { name: "Your active bonuses" }).getByRole("article");
  await expect(active).toHaveAccessibleName("10 EUR welcome gift, no deposit");
  await expect(active.getByText("€0.00 of €350.00 wagered")).toBeVisible();
  // The header follows the active bonus: the gift is bonus money in the balance.
  await expect(balance).toHaveText("€10.00");

  await addBonusWagering(request, "rewards@demo.casino", 350);
  await page.reload();
  await expect(active.getByText("Wagering complete: you can claim the bonus as cash.")).toBeVisible();
  await active.getByRole("button", { name: "Claim as cash" }).click();

  await expect(page.getByRole("status").filter({ hasText: "€10.00 is now cash in your balance." })).toBeVisible();
  await expect(page.getByText("You have no active bonus. Pick one below.")).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Bonus history" }).getByRole("row", { name: /welcome gift/ }),
  ).toContainText("Claimed");
  await expect(balance).toHaveText("€10.00");
  await expectNoAxeViolations(page);
});

test("a player cancels a bonus after the warning that its amount will be burnt, and the balance drops", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signIn({ request, context, baseURL }, "burn@demo.casino");
  await page.goto("/bonuses");
  await waitForServerDrawnParts(page);
  await waitForSessionServices(page);
  const balance = page.getByRole("banner").locator("[aria-live='polite']");
  await expect(balance).toHaveText("€70.00");

  await page.getByRole("button", { name: "Cancel bonus" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this bonus?" });
  await expect(dialog).toContainText("€50.00 will be removed from your balance.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Keep bonus" }).click();
  await expect(dialog).toBeHidden();
  await expect(balance).toHaveText("€70.00");

  await page.getByRole("button", { name: "Cancel bonus" }).click();
  await dialog.getByRole("button", { name: "Cancel bonus and burn €50.00" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "The bonus was cancelled and €50.00 was burnt." }),
  ).toBeVisible();
  await expect(balance).toHaveText("€20.00");
  await expect(page.getByRole("table", { name: "Bonus history" })).toContainText("Cancelled");
});

test("a duplicate-account player is refused the no-deposit gift in words", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signIn({ request, context, baseURL }, "duplicate@demo.casino");
  await page.goto("/bonuses");
  await waitForServerDrawnParts(page);
  const offer = page.getByRole("article", { name: "10 EUR welcome gift, no deposit" });
  await offer.getByRole("button", { name: "Activate" }).click();
  await expect(offer.getByRole("alert")).toHaveText("This bonus is not available for your account.");
  await expect(page.getByText("You have no active bonus. Pick one below.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a coupon is applied once, then refused as redeemed, and an unknown one is refused in words", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signIn({ request, context, baseURL }, "coupon@demo.casino");
  await page.goto("/bonuses");
  await waitForServerDrawnParts(page);
  const form = page.getByRole("form", { name: "Have a coupon?" });
  const field = form.getByLabel("Coupon code");

  await field.fill("WINTER99");
  await form.getByRole("button", { name: "Apply" }).click();
  await expect(field).toHaveAccessibleDescription("The coupon could not be applied.");
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill("spring25");
  await form.getByRole("button", { name: "Apply" }).click();
  await expect(form.getByRole("status")).toHaveText("Coupon applied: the bonus is yours.");
  await expect(
    page
      .getByRole("region", { name: "Your active bonuses" })
      .getByRole("article", { name: "Code SPRING25: 25 EUR bonus" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByRole("button", { name: "Apply" }).click();
  await expect(field).toHaveAccessibleDescription("This coupon has already been redeemed.");
});

test("a player's free spins name their game and their Play goes to the slots", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signIn({ request, context, baseURL }, "spins@demo.casino");
  await page.goto("/bonuses");
  await waitForServerDrawnParts(page);
  const card = page
    .getByRole("region", { name: "Your active bonuses" })
    .getByRole("article", { name: "100 free spins on Book of Embers" });
  await expect(card.getByRole("definition").filter({ hasText: "Book of Embers" })).toBeVisible();
  await expect(card.getByText("book-of-embers")).toHaveCount(0);
  await expect(card.getByRole("definition").filter({ hasText: /^60$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole("link", { name: "Play" }).click();
  await expect(page).toHaveURL(/\/casino\/slots$/);
});

test("Activate on another deposit bonus first warns which bonus is burnt and how much; Keep leaves it, Continue replaces it", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signIn({ request, context, baseURL }, "replace@demo.casino");
  await page.goto("/bonuses");
  await waitForServerDrawnParts(page);
  await waitForSessionServices(page);
  const balance = page.getByRole("banner").locator("[aria-live='polite']");
  await expect(balance).toHaveText("€70.00");
  const active = page.getByRole("region", { name: "Your active bonuses" });
  const offer = page.getByRole("article", { name: "Monday reload: 50% up to 200 EUR" });

  await offer.getByRole("button", { name: "Activate" }).click();
  const warning = page.getByRole("dialog", { name: "Cancel your active bonus?" });
  await expect(warning).toHaveAccessibleDescription(
    "Activating Monday reload: 50% up to 200 EUR cancels your active bonus 150% up to 1000 EUR welcome package and burns its current amount: €50.00 will be removed from your balance.",
  );
  await expectNoAxeViolations(page);
  await warning.getByRole("button", { name: "Keep my bonus" }).click();
  await expect(warning).toBeHidden();
  await expect(active.getByRole("article", { name: "150% up to 1000 EUR welcome package" })).toBeVisible();
  await expect(balance).toHaveText("€70.00");

  await offer.getByRole("button", { name: "Activate" }).click();
  await warning.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The bonus is yours." })).toBeVisible();
  await expect(active.getByRole("article", { name: "Monday reload: 50% up to 200 EUR" })).toBeVisible();
  await expect(active.getByRole("article", { name: "150% up to 1000 EUR welcome package" })).toHaveCount(0);
  await expect(balance).toHaveText("€20.00");
  await expect(
    page.getByRole("table", { name: "Bonus history" }).getByRole("row", { name: /welcome package/ }),
  ).toContainText("Cancelled");
});

test("an ended promotion is not offered, and one not valid today says why instead of Activate", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // Only reads: the player with an active bonus, on the journeys' Monday.
  await signIn({ request, context, baseURL }, "bonus@demo.casino");
  await page.goto("/bonuses");
  await waitForServerDrawnParts(page);
  const available = page.getByRole("region", { name: "Available bonuses" });
  await expect(available.getByRole("article", { name: "Monday reload: 50% up to 200 EUR" })).toBeVisible();
  await expect(available.getByRole("article", { name: "Autumn reload 25% (ended)" })).toHaveCount(0);

  const happyHour = available.getByRole("article", { name: "Happy hour: 20 free spins" });
  await expect(happyHour).toContainText("Not today: this bonus can be taken on Wednesday and Friday.");
  await expect(happyHour.getByRole("button", { name: "Activate" })).toHaveCount(0);
  // A no-deposit gift while a bonus is active: the player's state, in the refusal's words.
  await expect(available.getByRole("article", { name: "10 EUR welcome gift, no deposit" })).toContainText(
    "You already have an active bonus. Only one bonus can be active at a time.",
  );
  await expectNoAxeViolations(page);
});

test("the server draws the bonuses page with the player's bonuses, and the browser keeps it once the page's code is there", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signIn({ request, context, baseURL }, "spins@demo.casino");
  // The page's HTML already holds the player's bonuses, styled by the page's own stylesheet.
  const html = await (await context.request.get("/bonuses")).text();
  expect(html).toContain("100 free spins on Book of Embers");
  expect(html).toMatch(/\.casino-BonusCard\{/);

  // Hydrating takes over the server's nodes rather than drawing them again.
  await markServerDrawn(page, "main article");
  await page.goto("/bonuses");
  await waitForServerDrawnParts(page);
  await expect(page.getByRole("main").getByRole("article").first()).toHaveAttribute("data-from-server", "yes");
  await expectNoAxeViolations(page);
});
