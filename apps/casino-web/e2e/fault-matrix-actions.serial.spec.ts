import type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { FAULTS, FAULT_SHOWN_MS, IN_WORDS, expectInWords, reportFaultMatrix, type Player } from "./fault-matrix";
import { expect, test } from "./fixtures";
import { clearFaults, injectFault, verifyEmail } from "./reference-api";
import { newPlayer } from "./safety-players";
import { DEMO_PASSWORD, acceptCookieNotice, signInWithCookie, waitForServerDrawnParts } from "./session";

/**
 * One call a player makes from the browser (through the site's `/api/*` route), with what they
 * typed: the fault must be explained in words next to the form, the input must survive, and the
 * same press must succeed once the back end answers again. `attempt` is the test's number, so a
 * repeated action (a lower limit, another city) is a real change each time.
 */
interface PlayerAction {
  call: string;
  path: string;
  method: "POST" | "PUT";
  /** A player of this action's own, or of each test's own when the action can succeed only once. */
  player: "shared" | "per test";
  /** The player has verified their e-mail (some bonuses are refused to an unverified one). */
  verified?: true;
  /** The action is a visitor's (log in, ask for a password reset): its player starts signed out. */
  signedOut?: true;
  open(page: Page, player: Player): Promise<void>;
  fill(page: Page, player: Player, attempt: number): Promise<void>;
  submit(page: Page): Promise<void>;
  /** The fault explained in words where the player is looking. */
  expectExplained(page: Page): Promise<void>;
  expectKept(page: Page, player: Player, attempt: number): Promise<void>;
  succeeded(page: Page, attempt: number): Locator;
}

const loginDialog = (page: Page) => page.getByRole("dialog", { name: "Log in" });
const signUpDialog = (page: Page) => page.getByRole("dialog", { name: "Create your account" });
/** A new address for each test of the sign-up action: the player's own, numbered by the test. */
const newAddress = (player: Player, attempt: number) => player.email.replace("@", `-new${String(attempt)}@`);
const dailyDepositLimit = (page: Page) =>
  page
    .getByRole("region", { name: "Deposit limit" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Daily" }) });
const couponForm = (page: Page) => page.getByRole("form", { name: "Have a coupon?" });
const profileForm = (page: Page) => page.getByRole("form", { name: "Profile information" });
const passwordForm = (page: Page) => page.getByRole("form", { name: "Change password" });
const NEW_PASSWORD = "Fresh123!";
const resetDialog = (page: Page) => page.getByRole("dialog", { name: "Reset your password" });
const giftOffer = (page: Page) => page.getByRole("article", { name: "10 EUR welcome gift, no deposit" });
const slotsGrid = (page: Page) => page.getByRole("list", { name: "Slots" });
const firstHeart = (page: Page) =>
  slotsGrid(page)
    .getByRole("button", { name: /^Favourite / })
    .first();
const CITIES = ["Mdina", "Rabat", "Birgu", "Senglea", "Qormi"] as const;

const ACTIONS: PlayerAction[] = [
  {
    call: "log in",
    path: "/api/user/login",
    method: "POST",
    player: "shared",
    signedOut: true,
    open: async (page) => {
      await page.goto("/?modal=login");
      await expect(loginDialog(page).getByLabel("E-mail")).toBeEditable();
    },
    fill: async (page, player) => {
      await loginDialog(page).getByLabel("E-mail").fill(player.email);
      await loginDialog(page).getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    },
    submit: (page) => loginDialog(page).getByRole("button", { name: "Log in" }).click(),
    expectExplained: (page) => expectInWords(loginDialog(page).getByRole("alert")),
    expectKept: async (page, player) => {
      await expect(loginDialog(page).getByLabel("E-mail")).toHaveValue(player.email);
      await expect(loginDialog(page).getByLabel("Password", { exact: true })).toHaveValue(DEMO_PASSWORD);
    },
    succeeded: (page) => page.getByRole("banner").getByRole("button", { name: "Account" }),
  },
  {
    // The timeout's sign-up is carried out after the site gave up on it: the same press sends the
    // same Idempotency-Key and is answered as the first was, not as a taken e-mail.
    call: "sign up",
    path: "/api/user/sign-up",
    method: "POST",
    player: "shared",
    signedOut: true,
    open: async (page) => {
      await page.goto("/?modal=signup");
      await expect(signUpDialog(page).getByRole("textbox", { name: "E-mail" })).toBeEditable({ timeout: 10_000 });
    },
    fill: async (page, player, attempt) => {
      const form = signUpDialog(page);
      await form.getByRole("textbox", { name: "E-mail" }).fill(newAddress(player, attempt));
      await form.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
      await form.getByLabel("First name").fill("Nora");
      await form.getByLabel("Last name").fill("Vella");
      const birthday = form.getByRole("group", { name: "Date of birth" });
      await birthday.getByRole("combobox", { name: "Year" }).selectOption("1994");
      await birthday.getByRole("combobox", { name: "Month" }).selectOption({ label: "February" });
      await birthday.getByRole("combobox", { name: "Day" }).selectOption("11");
      await form.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();
      await form.getByRole("checkbox", { name: "I am 18 years old or older" }).check();
    },
    submit: (page) => signUpDialog(page).getByRole("button", { name: "Sign up" }).click(),
    expectExplained: (page) => expectInWords(signUpDialog(page).getByRole("alert")),
    expectKept: async (page, player, attempt) => {
      const form = signUpDialog(page);
      await expect(form.getByRole("textbox", { name: "E-mail" })).toHaveValue(newAddress(player, attempt));
      await expect(form.getByLabel("Password", { exact: true })).toHaveValue(DEMO_PASSWORD);
      await expect(form.getByRole("checkbox", { name: "I am 18 years old or older" })).toBeChecked();
    },
    succeeded: (page) =>
      page.getByRole("dialog", { name: "Welcome!" }).getByText("Your account is ready and you are signed in."),
  },
  {
    call: "set a limit",
    path: "/api/user/set-limit",
    method: "POST",
    player: "shared",
    open: async (page) => {
      await page.goto("/profile2/limits");
      await waitForServerDrawnParts(page);
      await expect(dailyDepositLimit(page).getByLabel("Deposit limit, Daily")).toBeEditable({ timeout: 10_000 });
    },
    // Each attempt lowers the limit, which applies at once.
    fill: (page, _player, attempt) =>
      dailyDepositLimit(page)
        .getByLabel("Deposit limit, Daily")
        .fill(String(100 - attempt * 10)),
    submit: (page) =>
      dailyDepositLimit(page)
        .getByRole("button", { name: /^(Set limit|Change)$/ })
        .click(),
    expectExplained: (page) => expectInWords(page.getByRole("region", { name: "Deposit limit" }).getByRole("alert")),
    expectKept: (page, _player, attempt) =>
      expect(dailyDepositLimit(page).getByLabel("Deposit limit, Daily")).toHaveValue(String(100 - attempt * 10)),
    succeeded: (page, attempt) => dailyDepositLimit(page).getByText(`€0.00 of €${100 - attempt * 10}.00 used`),
  },
  {
    call: "apply a coupon",
    path: "/api/user/apply-coupon",
    method: "POST",
    player: "per test",
    open: async (page) => {
      await page.goto("/bonuses");
      await waitForServerDrawnParts(page);
      await expect(couponForm(page).getByLabel("Coupon code")).toBeEditable({ timeout: 10_000 });
    },
    fill: (page) => couponForm(page).getByLabel("Coupon code").fill("SPRING25"),
    submit: (page) => couponForm(page).getByRole("button", { name: "Apply" }).click(),
    // A refusal is the field's own error, and the focus goes back to the field so it is read out.
    expectExplained: async (page) => {
      const field = couponForm(page).getByLabel("Coupon code");
      await expect(field).toHaveAttribute("aria-invalid", "true", { timeout: FAULT_SHOWN_MS });
      await expect(field).toBeFocused();
      await expect(field).toHaveAccessibleDescription(IN_WORDS);
    },
    expectKept: (page) => expect(couponForm(page).getByLabel("Coupon code")).toHaveValue("SPRING25"),
    // A call that timed out may still have been carried out: then the second press is told the
    // coupon is redeemed, and either way the page reads the bonuses again and shows it active.
    succeeded: (page) =>
      page
        .getByRole("region", { name: "Your active bonuses" })
        .getByRole("article", { name: "Code SPRING25: 25 EUR bonus" }),
  },
  {
    call: "ask for a password reset",
    path: "/api/user/reset-password",
    method: "POST",
    player: "shared",
    signedOut: true,
    open: async (page) => {
      await page.goto("/?modal=login");
      await loginDialog(page).getByRole("link", { name: "Forgot your password?" }).click();
      await expect(resetDialog(page).getByLabel("E-mail")).toBeEditable();
    },
    fill: (page, player) => resetDialog(page).getByLabel("E-mail").fill(player.email),
    submit: (page) => resetDialog(page).getByRole("button", { name: "Send the link" }).click(),
    expectExplained: (page) => expectInWords(resetDialog(page).getByRole("alert")),
    expectKept: (page, player) => expect(resetDialog(page).getByLabel("E-mail")).toHaveValue(player.email),
    succeeded: (page) =>
      resetDialog(page).getByRole("status").filter({ hasText: "a link to choose a new password is on its way" }),
  },
  {
    call: "activate a bonus",
    path: "/api/user/activate-bonus",
    method: "POST",
    player: "per test",
    verified: true,
    open: async (page) => {
      await page.goto("/bonuses");
      await waitForServerDrawnParts(page);
      await expect(giftOffer(page).getByRole("button", { name: "Activate" })).toBeEnabled({ timeout: 10_000 });
    },
    fill: async () => {},
    submit: (page) => giftOffer(page).getByRole("button", { name: "Activate" }).click(),
    expectExplained: (page) => expectInWords(giftOffer(page).getByRole("alert")),
    // Nothing typed: the offer stays, ready for the same press.
    expectKept: (page) => expect(giftOffer(page).getByRole("button", { name: "Activate" })).toBeEnabled(),
    // The same press re-sends the attempt's key, so an activation that went through unseen is
    // answered as done, never carried out twice.
    succeeded: (page) => page.getByRole("status").filter({ hasText: "The bonus is yours." }),
  },
  {
    call: "add a favourite",
    path: "/api/user/add-favorite-game",
    method: "POST",
    player: "per test",
    open: async (page) => {
      await page.goto("/casino/slots");
      await expect(firstHeart(page)).toHaveAttribute("aria-pressed", "false", { timeout: 20_000 });
    },
    fill: async () => {},
    submit: (page) => firstHeart(page).click(),
    expectExplained: (page) => expectInWords(page.getByRole("main").getByRole("alert")),
    // The heart shown pressed at once goes back when the back end does not take it.
    expectKept: (page) => expect(firstHeart(page)).toHaveAttribute("aria-pressed", "false"),
    succeeded: (page) => slotsGrid(page).getByRole("button", { name: /^Favourite /, pressed: true }),
  },
  {
    call: "save the profile",
    path: "/api/user/update-user-details",
    method: "PUT",
    player: "shared",
    open: async (page) => {
      await page.goto("/profile/edit-profile");
      await waitForServerDrawnParts(page);
      await expect(profileForm(page).getByLabel("City")).toBeEditable({ timeout: 10_000 });
    },
    fill: async (page, _player, attempt) => {
      await profileForm(page)
        .getByLabel("City")
        .fill(CITIES[attempt] ?? "Valletta");
      await profileForm(page).getByLabel("Postal code").fill("RBT 1010");
      await profileForm(page)
        .getByLabel("Address")
        .fill(`${attempt + 1} Triq il-Kbira`);
    },
    submit: (page) => profileForm(page).getByRole("button", { name: "Update profile" }).click(),
    expectExplained: (page) => expectInWords(profileForm(page).getByRole("alert")),
    expectKept: async (page, _player, attempt) => {
      await expect(profileForm(page).getByLabel("City")).toHaveValue(CITIES[attempt] ?? "Valletta");
      await expect(profileForm(page).getByLabel("Address")).toHaveValue(`${attempt + 1} Triq il-Kbira`);
    },
    succeeded: (page) => profileForm(page).getByRole("status").filter({ hasText: "Your profile has been updated." }),
  },
  {
    // A player per test: the change succeeds once, and the next test types the old password again.
    // The timeout's change is carried out after the site gave up on it: the same press sends the
    // same Idempotency-Key and is answered as the first was, not "the current password is wrong".
    call: "change the password",
    path: "/api/user/update-user-details",
    method: "PUT",
    player: "per test",
    open: async (page) => {
      await page.goto("/profile/edit-profile");
      await waitForServerDrawnParts(page);
      await expect(passwordForm(page).getByLabel("Current password")).toBeEditable({ timeout: 10_000 });
    },
    fill: async (page) => {
      await passwordForm(page).getByLabel("Current password").fill(DEMO_PASSWORD);
      await passwordForm(page).getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
      await passwordForm(page).getByLabel("Confirm the new password").fill(NEW_PASSWORD);
    },
    submit: (page) => passwordForm(page).getByRole("button", { name: "Change password" }).click(),
    expectExplained: (page) => expectInWords(passwordForm(page).getByRole("alert")),
    expectKept: async (page) => {
      await expect(passwordForm(page).getByLabel("Current password")).toHaveValue(DEMO_PASSWORD);
      await expect(passwordForm(page).getByLabel("New password", { exact: true })).toHaveValue(NEW_PASSWORD);
    },
    succeeded: (page) => passwordForm(page).getByRole("status").filter({ hasText: "Your password has been changed." }),
  },
];

reportFaultMatrix("the player's calls", ACTIONS.length);

async function startAs(
  context: BrowserContext,
  baseURL: string | undefined,
  request: APIRequestContext,
  action: PlayerAction,
  shared: Player,
): Promise<Player> {
  await acceptCookieNotice(context, baseURL);
  const player = action.player === "shared" ? shared : await newPlayer(request, "fault-matrix");
  if (action.verified) await verifyEmail(request, player.email);
  if (!action.signedOut) await signInWithCookie(context, baseURL, player.token);
  return player;
}

for (const action of ACTIONS) {
  test.describe(`${action.call}`, () => {
    let shared: Player;
    test.beforeAll(async ({ request }) => {
      shared = await newPlayer(request, "fault-matrix");
    });

    FAULTS.forEach((fault, attempt) => {
      test(`${action.call} answered with ${fault.name}: said in words beside the form, what was typed kept, and the same press works once the back end answers`, async ({
        page,
        context,
        request,
        baseURL,
      }) => {
        const player = await startAs(context, baseURL, request, action, shared);
        await action.open(page, player);
        await action.fill(page, player, attempt);
        await injectFault(request, { path: action.path, method: action.method, ...fault.rule });
        await action.submit(page);

        await action.expectExplained(page);
        await action.expectKept(page, player, attempt);
        await expectNoAxeViolations(page);

        await clearFaults(request);
        await action.submit(page);
        await expect(action.succeeded(page, attempt)).toBeVisible({ timeout: 15_000 });
      });
    });
  });
}
