import type { BrowserContext, Cookie, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The password of every seeded demo player (apps/reference-api README). */
export const DEMO_PASSWORD = "Demo123!";

/** The session cookie the browser holds, if any. */
export async function sessionCookie(context: BrowserContext): Promise<Cookie | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === "accessToken");
}

/** Starts the tab signed in as the player of `token`, as the site's own sign-in leaves it. */
export async function signInWithCookie(context: BrowserContext, baseURL: string | undefined, token: string) {
  await context.addCookies([
    { name: "accessToken", value: token, url: baseURL ?? "", httpOnly: true, secure: true, sameSite: "Lax" },
  ]);
}

/** Marks the cookie notice accepted, so dialogs and the header are not covered by it. */
export async function acceptCookieNotice(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "gameCookieConsent", value: "accepted", url: baseURL ?? "" }]);
}

/** Fills and sends the login modal. */
export async function logInThroughModal(page: Page, email: string, password = DEMO_PASSWORD) {
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Log in" }).click();
}

/**
 * Waits until the parts the server drew into the page (`serverRendered` in `@casino/features`: the
 * cashier, the bonuses) have hydrated: until then they are inert, and typing into them goes nowhere.
 */
export async function waitForServerDrawnParts(page: Page) {
  await expect(page.getByRole("main").locator("[inert]")).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Marks, before the page loads, the first element matching `selector` the page's HTML puts in
 * place, so a journey can check that hydrating kept the server's node rather than drawing it anew
 * (`expect(locator).toHaveAttribute("data-from-server", "yes")`).
 */
export async function markServerDrawn(page: Page, selector: string) {
  await page.addInitScript((wanted) => {
    new MutationObserver((_, observer) => {
      const drawn = document.querySelector(wanted);
      if (drawn === null) return;
      drawn.setAttribute("data-from-server", "yes");
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

/**
 * Waits until the page's session services run: the account menu offers Log out once they do.
 * Opening and closing the menu is the player's own activity, which is what a journey wants. A press
 * that came before the header was live opens nothing (twice in clean-clone runs on a loaded machine),
 * so Account is pressed again until the menu is open, never while it is.
 */
export async function waitForSessionServices(page: Page) {
  const account = page.getByRole("banner").getByRole("button", { name: "Account" });
  const logOut = page.getByRole("menuitem", { name: "Log out" });
  await expect(async () => {
    if (!(await logOut.isVisible())) await account.click();
    await expect(logOut).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press("Escape");
}
