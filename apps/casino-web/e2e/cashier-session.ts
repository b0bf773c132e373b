import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { demoPlayerToken } from "./reference-api";
import { acceptCookieNotice, signInWithCookie, waitForServerDrawnParts } from "./session";

/** The player only the cashier journeys change (apps/reference-api README). */
export const CASHIER_PLAYER = "cashier@demo.casino";

/** A test card the card form accepts (Luhn-valid Visa), as the journeys type it. */
export const TEST_CARD = { number: "4111 1111 1111 1111", expiry: "12/29", cvc: "123", holderName: "Cleo Cashier" };

/**
 * Signs a demo player in as the cashier journeys start: the cookie notice answered, the session
 * cookie set. Answers their token, for the reference API's reads.
 */
export async function signInForCashier(
  { context, request, baseURL }: { context: BrowserContext; request: APIRequestContext; baseURL: string | undefined },
  email: string = CASHIER_PLAYER,
): Promise<string> {
  const token = await demoPlayerToken(request, email);
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, token);
  return token;
}

/** Types {@link TEST_CARD} into the card form. */
export async function fillCard(page: Page) {
  await page.getByLabel("Card number").fill(TEST_CARD.number);
  await page.getByLabel("Expiry date (MM/YY)").fill(TEST_CARD.expiry);
  await page.getByLabel("Security code (CVC)").fill(TEST_CARD.cvc);
  await page.getByLabel("Name on card").fill(TEST_CARD.holderName);
}

/**
 * Opens `/deposit` and waits for the cashier: drawn by the server, it takes input once its chunk has
 * loaded and it has hydrated (until then it is inert).
 */
export async function openCashier(page: Page, path = "/deposit") {
  await page.goto(path);
  await expect(page.getByRole("group", { name: "Payment method" })).toBeVisible({ timeout: 15_000 });
  await waitForServerDrawnParts(page);
}
