import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { playRound } from "./reference-api";
import { newDepositor } from "./safety-players";
import { acceptCookieNotice, signInWithCookie } from "./session";

/**
 * A player of the journey's own with a first deposit (cashback needs one) and a €20 loss, so €2.00
 * of cashback waits; signed in on a page of the site with the phone menu open. Answers the
 * player's token and the menu.
 */
export async function openPhoneMenuWithCashback(
  {
    page,
    context,
    request,
    baseURL,
  }: { page: Page; context: BrowserContext; request: APIRequestContext; baseURL: string | undefined },
  name: string,
): Promise<{ token: string; menu: Locator }> {
  const { token } = await newDepositor(request, name);
  await playRound(request, token, { amount: 20, winAmount: 0 });
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, token);
  await page.goto("/promotions");
  await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  // Log out shows once the tab's services run: the card's calls go through them.
  await expect(menu.getByRole("button", { name: "Log out" })).toBeVisible({ timeout: 15_000 });
  return { token, menu };
}
