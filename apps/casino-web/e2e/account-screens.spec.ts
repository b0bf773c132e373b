import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { E2E_NOW } from "./clock";
import { expect, test } from "./fixtures";
import { demoPlayerToken } from "./reference-api";
import { acceptCookieNotice, signInWithCookie } from "./session";

// wallet@demo.casino is only read here: €120 real and €80 bonus money, €700 of a €2,800 rollover
// wagered, €25 of deposit wagering left, loyalty level 4, two deposits of €100.

/** A figure of a description list: its term's definition. */
const figure = (page: Page, term: string) =>
  page.getByRole("main").locator(`xpath=//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);

/** What a page shows under its heading (the pages other helpers own are checked by their own journeys). */
const afterHeading = (page: Page) => page.getByRole("main").locator("h1 ~ *").first();

async function signInAs(page: Page, email: string, baseURL: string | undefined) {
  const { request } = page;
  await acceptCookieNotice(page.context(), baseURL);
  await signInWithCookie(page.context(), baseURL, await demoPlayerToken(request, email));
}

async function openAccountMenuEntry(page: Page, name: string) {
  await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name, exact: true }).click();
}

/** Every entry of the account menu: the page's heading, and content that shows it does what its name says. */
const ACCOUNT_MENU: readonly { entry: string; heading: string; content: (page: Page) => Promise<void> }[] = [
  {
    entry: "Withdraw",
    heading: "Withdraw",
    content: (page) => expect(afterHeading(page)).toBeVisible({ timeout: 20_000 }),
  },
  {
    entry: "Transactions",
    heading: "Transactions",
    content: (page) => expect(afterHeading(page)).toBeVisible({ timeout: 20_000 }),
  },
  {
    entry: "My profile",
    heading: "My profile",
    content: (page) => expect(page.getByRole("region", { name: "Player details" })).toBeVisible(),
  },
  {
    entry: "Balance",
    heading: "Balance",
    content: (page) => expect(figure(page, "Rollover")).toHaveText("€2,800.00", { timeout: 20_000 }),
  },
  {
    entry: "Verification",
    heading: "Verification",
    content: (page) => expect(afterHeading(page)).toBeVisible({ timeout: 20_000 }),
  },
  {
    entry: "My bonuses",
    heading: "Bonuses",
    content: (page) => expect(page.getByRole("heading", { name: "Bonus history" })).toBeVisible(),
  },
  {
    entry: "VIP club",
    heading: "VIP club",
    content: (page) =>
      expect(page.getByText("1,400 more points to reach the next level.")).toBeVisible({ timeout: 20_000 }),
  },
  {
    entry: "History",
    heading: "My history",
    content: (page) =>
      expect(page.getByRole("link", { name: "All transactions, with filters" })).toBeVisible({ timeout: 20_000 }),
  },
  {
    entry: "Freeze account",
    heading: "Freeze account",
    content: (page) => expect(afterHeading(page)).toBeVisible({ timeout: 20_000 }),
  },
  {
    entry: "Limits",
    heading: "Limits",
    content: (page) => expect(afterHeading(page)).toBeVisible({ timeout: 20_000 }),
  },
  {
    entry: "Favourite games",
    heading: "Favourites",
    content: (page) => expect(afterHeading(page)).toBeVisible({ timeout: 20_000 }),
  },
  {
    entry: "Statistics",
    heading: "Statistics",
    content: (page) => expect(figure(page, "Games played")).toBeVisible({ timeout: 20_000 }),
  },
  {
    entry: "Refer a friend",
    heading: "Refer a friend",
    content: (page) => expect(afterHeading(page)).toBeVisible({ timeout: 20_000 }),
  },
  {
    entry: "Live chat",
    heading: "Live chat",
    content: (page) => expect(page.getByRole("textbox", { name: "Message" })).toBeVisible({ timeout: 20_000 }),
  },
  {
    entry: "Cashback",
    heading: "Cashback",
    content: (page) => expect(afterHeading(page)).toBeVisible({ timeout: 20_000 }),
  },
];

test("every entry of the account menu opens a page that does what its name says", async ({ page, baseURL }) => {
  // Fifteen pages, several drawn in the browser.
  test.slow();
  await signInAs(page, "wallet@demo.casino", baseURL);
  await page.goto("/casino");
  await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
  // The menu's module loads on the press (SiteHeader): read its entries once it is open.
  await expect(page.getByRole("menuitem", { name: "Log out" })).toBeVisible();
  const entries = await page.getByRole("menuitem").allTextContents();
  await page.keyboard.press("Escape");
  // The menu lists exactly these entries (and Log out).
  expect(entries.map((entry) => entry.trim()).filter((entry) => entry !== "Log out")).toEqual(
    ACCOUNT_MENU.map((entry) => entry.entry),
  );
  for (const { entry, heading, content } of ACCOUNT_MENU) {
    await openAccountMenuEntry(page, entry);
    await expect(page.getByRole("heading", { level: 1 }), entry).toHaveText(heading);
    await content(page);
  }
});

test("a player reads the wallet's figures: balance, bonus balance, real money, wager, deposit wager and rollover", async ({
  page,
  baseURL,
}) => {
  await signInAs(page, "wallet@demo.casino", baseURL);
  await page.goto("/casino");
  await openAccountMenuEntry(page, "Balance");
  await expect(page).toHaveURL(/\/profile2\/balance$/);
  await expect(figure(page, "Rollover")).toHaveText("€2,800.00", { timeout: 20_000 });
  await expect(
    page.getByRole("heading", { level: 2, name: "Balance" }).locator("xpath=following-sibling::p[1]"),
  ).toHaveText("€200.00");
  await expect(figure(page, "Real money")).toHaveText("€120.00");
  await expect(figure(page, "Bonus balance")).toHaveText("€80.00");
  await expect(figure(page, "Wager")).toHaveText("€700.00");
  await expect(figure(page, "Deposit wager")).toHaveText("€25.00");
  await expect(page.getByText("€700.00 of €2,800.00 wagered")).toBeVisible();
  await expect(page.getByText("€25.00 of deposit wagering is left before you can withdraw.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Deposit" })).toHaveAttribute("href", "/deposit");
  await expectNoAxeViolations(page);
});

test("a new player's empty wallet invites a deposit instead of showing zeros", async ({ page, baseURL }) => {
  // new@demo.casino is only read: no deposit, €0.
  await signInAs(page, "new@demo.casino", baseURL);
  await page.goto("/profile2/balance");
  await expect(page.getByRole("heading", { name: "Your wallet is empty" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("main").getByRole("link", { name: "Deposit" })).toBeVisible();
  await expect(figure(page, "Rollover")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the VIP club shows a player's level, points, points to the next level and xp, and invites a visitor", async ({
  page,
  baseURL,
}) => {
  await signInAs(page, "wallet@demo.casino", baseURL);
  await page.goto("/casino");
  await openAccountMenuEntry(page, "VIP club");
  await expect(page).toHaveURL(/\/profile2\/vip-club$/);
  await expect(page.getByText("1,400 more points to reach the next level.")).toBeVisible({ timeout: 20_000 });
  await expect(figure(page, "Level")).toHaveText("4");
  await expect(figure(page, "Points")).toHaveText("2,600");
  await expect(figure(page, "Points to next level")).toHaveText("1,400");
  await expect(figure(page, "XP")).toHaveText("5,200");
  await expect(page.getByRole("progressbar", { name: "Progress to the next level" })).toHaveAttribute(
    "aria-valuenow",
    "2600",
  );
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await acceptCookieNotice(page.context(), baseURL);
  await page.goto("/vip-club");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("VIP club");
  await expect(page.getByRole("heading", { name: "Join the VIP club" })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByRole("dialog", { name: /sign up|create your account/i })).toBeVisible();
});

test("the history leads to the player's transactions and bonus history", async ({ page, baseURL }) => {
  await signInAs(page, "wallet@demo.casino", baseURL);
  await page.goto("/casino");
  await openAccountMenuEntry(page, "History");
  await expect(page).toHaveURL(/\/profile2\/my-history$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Transactions", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(main.getByText("€100.00").first()).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await main.getByRole("link", { name: "Bonuses", exact: true }).click();
  await expect(page).toHaveURL(/\/profile2\/my-history\?tab=bonuses$/);
  await expect(main.getByRole("region", { name: "Bonus history" })).toContainText(
    "150% up to 1000 EUR welcome package",
    { timeout: 20_000 },
  );
  await main.getByRole("link", { name: "Transactions", exact: true }).click();
  await main.getByRole("link", { name: "All transactions, with filters" }).click();
  await expect(page).toHaveURL(/\/profile\/transactions$/);
});

test("free money lists the offers taken without a deposit, leads a visitor to sign up and tells a player why not today", async ({
  page,
  baseURL,
}) => {
  // A Monday: the Wednesday and Friday spins are not open today.
  await page.clock.setFixedTime(E2E_NOW);
  await acceptCookieNotice(page.context(), baseURL);
  await page.goto("/freemoney");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Free money");
  const main = page.getByRole("main");
  await expect(main.getByRole("article").first()).toBeVisible({ timeout: 20_000 });
  const titles = await main.getByRole("article").getByRole("heading").allTextContents();
  expect(titles).toEqual([
    "100 free spins on Book of Embers",
    "10 EUR welcome gift, no deposit",
    "Happy hour: 20 free spins",
    "VIP drop: 25 EUR (sold out)",
  ]);
  await expect(main.getByRole("link", { name: "Sign up to claim" })).toHaveCount(4);
  await expectNoAxeViolations(page);

  await signInAs(page, "wallet@demo.casino", baseURL);
  await page.reload();
  const spins = main.getByRole("article", { name: "Happy hour: 20 free spins" });
  await expect(spins.getByText("This bonus is not valid today.")).toBeVisible({ timeout: 20_000 });
  await expect(main.getByRole("link", { name: "See all promotions" })).toHaveAttribute("href", "/promotions");
});

test("the profile shows every field the player has: gender, nickname, promo code, CPF, UPI ID, Skrill e-mail, last login and IP, current IP, the country by name", async ({
  page,
  request,
  baseURL,
}) => {
  // A sign-in before this one, so there is a last login to show.
  await demoPlayerToken(request, "wallet@demo.casino");
  await signInAs(page, "wallet@demo.casino", baseURL);
  await page.goto("/casino");
  await openAccountMenuEntry(page, "My profile");
  const details = page.getByRole("region", { name: "Player details" });
  const field = (term: string) => details.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);
  await expect(field("Name")).toHaveText("Wanda Wallet");
  await expect(field("Country")).toHaveText("Malta");
  await expect(field("Gender")).toHaveText("Female");
  await expect(field("Nickname")).toHaveText("wanda");
  await expect(field("Promo code")).toHaveText("WELCOME150");
  await expect(field("CPF number")).toHaveText("123.456.789-09");
  await expect(field("UPI ID")).toHaveText("wanda@okbank");
  await expect(field("Skrill e-mail")).toHaveText("wanda.skrill@demo.casino");
  await expect(field("Last login")).toHaveText(/\d{4}, \d{1,2}:\d{2}\s?[AP]M UTC$/);
  await expect(field("Last login IP")).toHaveText(/^[\d.:a-f]+$/);
  await expect(field("Current IP")).toHaveText(/^[\d.:a-f]+$/);
  await expectNoAxeViolations(page);
});
