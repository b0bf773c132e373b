import { formatMoney } from "@casino/domain";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { demoPlayerToken, dropSockets, playRound, walletTotal } from "./reference-api";
import {
  acceptCookieNotice,
  logInThroughModal,
  sessionCookie,
  signInWithCookie,
  waitForSessionServices,
} from "./session";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
});

test("a visitor signs in from the header and gets the player's header without a reload", async ({ page, context }) => {
  await page.goto("/promotions?page=1");
  const banner = page.getByRole("banner");
  // A marker that a full reload would lose: sign-in must not reload the page.
  await page.evaluate(() => {
    (window as Window & { keptAcrossSignIn?: boolean }).keptAcrossSignIn = true;
  });

  await banner.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/promotions\?page=1&modal=login$/);
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await expect(dialog.getByLabel("E-mail")).toHaveAttribute("autocomplete", "username");
  await expect(dialog.getByLabel("Password", { exact: true })).toHaveAttribute("autocomplete", "current-password");
  await expectNoAxeViolations(page);

  await logInThroughModal(page, "depositor@demo.casino");

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/promotions\?page=1$/);
  await expect(banner.getByText("Balance")).toBeVisible();
  await expect(banner.getByRole("link", { name: "Deposit" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Sign in" })).toBeHidden();
  expect(await page.evaluate(() => (window as Window & { keptAcrossSignIn?: boolean }).keptAcrossSignIn)).toBe(true);
  const cookie = await sessionCookie(context);
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
});

test("?modal=login opens the login modal, and signing in closes it", async ({ page }) => {
  await page.goto("/casino?modal=login");
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/casino?modal=signup");
  await expect(dialog.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
    "href",
    "/casino?modal=reset-password",
  );

  await logInThroughModal(page, "depositor@demo.casino");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/casino$/);
  await expect(page.getByRole("banner").getByText("Balance")).toBeVisible();
});

test("a wrong password is explained in words and the typed e-mail stays", async ({ page, context }) => {
  await page.goto("/?modal=login");
  await logInThroughModal(page, "depositor@demo.casino", "not-the-password");

  const dialog = page.getByRole("dialog", { name: "Log in" });
  await expect(dialog.getByRole("alert")).toHaveText("The email or password is incorrect.");
  await expect(dialog.getByLabel("E-mail")).toHaveValue("depositor@demo.casino");
  await expect(dialog.getByRole("button", { name: "Log in" })).toBeEnabled();
  expect(await sessionCookie(context)).toBeUndefined();
  await expectNoAxeViolations(page);
});

test("a player logs out from the account menu and the header becomes a visitor's", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInWithCookie(context, baseURL, await demoPlayerToken(request));
  await page.goto("/cashback");
  const banner = page.getByRole("banner");
  await expect(banner.getByText("Balance")).toBeVisible();
  await expectNoAxeViolations(page);

  await banner.getByRole("button", { name: "Account" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "My profile" })).toHaveAttribute("href", "/profile");
  await menu.getByRole("menuitem", { name: "Log out" }).click();

  await expect(banner.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(banner.getByText("Balance")).toBeHidden();
  expect(await sessionCookie(context)).toBeUndefined();
  // The player asked for it: no session-ended alert follows.
  await page.getByRole("main").click();
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("an expired cookie on the first load lands on the same page with the login modal, the cookie gone", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto("/promotions?page=1");
  await page.evaluate(() => window.localStorage.setItem("gameSortBy", "rtp"));
  // A cookie the back end no longer knows, as after a session that ended elsewhere.
  await signInWithCookie(context, baseURL, "expired0000000000000000000000000000000000");
  await page.goto("/promotions?page=2");

  await expect(page).toHaveURL(/\/promotions\?page=2&modal=login$/);
  expect(await sessionCookie(context)).toBeUndefined();
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await expect(dialog.getByRole("status")).toHaveText("Your session has ended. Log in to continue.");
  // Behind the modal the page is a guest's: closing it shows the header's Sign in.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("gameSortBy"))).toBeNull();
});

test("the header's balance moves on a realtime credit, and again after the socket reconnects", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A player of its own: the screenshots show the depositor's balance.
  const token = await demoPlayerToken(request, "kyc@demo.casino");
  await signInWithCookie(context, baseURL, token);
  await page.goto("/");
  await waitForSessionServices(page);
  const balance = page.getByRole("banner").locator("[aria-live='polite']");
  await expect(balance).toHaveAttribute("aria-labelledby", /.+/);

  // The socket may still be connecting: play until a round shows, then the header holds the wallet.
  const roundShows = async () => {
    await playRound(request, token, { amount: 1, winAmount: 4 });
    await expect(balance).toHaveText(formatMoney(await walletTotal(request, token), "EUR", { locale: "en" }), {
      timeout: 2_000,
    });
  };
  await expect(roundShows).toPass({ timeout: 20_000 });

  await dropSockets(request);
  await expect(roundShows).toPass({ timeout: 20_000 });
});

test("the 3DS return's PaReq and MD leave the address as the modal reads them", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInWithCookie(context, baseURL, await demoPlayerToken(request));
  await page.goto("/deposit?modal=deposit-3ds-success&PaReq=pareq-e2e&MD=md-e2e&ref=bank");
  await expect(page.getByRole("dialog", { name: "Card verified" })).toBeVisible();
  await expect(page).toHaveURL(/\/deposit\?modal=deposit-3ds-success&ref=bank$/);
});
