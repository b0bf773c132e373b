import { randomUUID } from "node:crypto";
import type { APIRequestContext, Locator } from "@playwright/test";
import { expect, test } from "../fixtures";
import { demoPlayerToken, REFERENCE_API_URL } from "../reference-api";
import { signInWithCookie, waitForServerDrawnParts } from "../session";
import {
  atEachWidth,
  fromPhoneWidth,
  scrollToTop,
  settle,
  shootAtEachWidth,
  THEMES,
  useSiteTheme,
} from "./visual-helpers";

test.describe.configure({ mode: "serial" });

// Players whose wallets and histories no journey changes, so every run draws the same.
const FREE_PLAYER = "kyc@demo.casino";
const BLOCKED_PLAYER = "bonus@demo.casino";
// The withdraw journeys' own player: the pending withdrawal is made here and cancelled after.
const PENDING_PLAYER = "withdrawer@demo.casino";
// The BTC player: the crypto withdrawal journey cancels what it requests, so the wallet stays.
const CRYPTO_PLAYER = "satoshi@demo.casino";
// One seeded deposit; the journeys that sign it in are only ever refused, so its history never grows.
const HISTORY_PLAYER = "duplicate@demo.casino";

/** The background colour under `element`: the first of it and its ancestors that paints one. */
async function surfaceColour(element: Locator): Promise<string> {
  return element.evaluate((start) => {
    for (let node: Element | null = start; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== "rgba(0, 0, 0, 0)" && colour !== "transparent") return colour;
    }
    return getComputedStyle(document.body).backgroundColor;
  });
}

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.post(`${REFERENCE_API_URL}${path}`, {
    headers: { Authorization: `Bearer ${token}`, "Idempotency-Key": randomUUID() },
    data,
  });
  if (!response.ok()) throw new Error(`${path} was refused: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { data?: { transaction?: { id: number } } };
}

for (const theme of THEMES) {
  test.describe(`withdraw and transactions in the ${theme} theme`, () => {
    useSiteTheme(theme);

    test.describe("one load for both widths", () => {
      fromPhoneWidth();

      test("a crypto withdrawal with its fee and payout", async ({ page, context, request, baseURL }) => {
        await signInWithCookie(context, baseURL, await demoPlayerToken(request, CRYPTO_PLAYER));
        await page.goto("/withdraw");
        await waitForServerDrawnParts(page);
        await page.getByRole("radio", { name: "Bitcoin" }).check();
        await page.getByRole("textbox", { name: /Amount/ }).fill("0.005");
        await page.getByRole("textbox", { name: "Wallet address" }).fill("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq");
        await page.getByRole("textbox", { name: "Network" }).fill("Bitcoin");
        await expect(page.getByRole("region", { name: "Before you confirm" })).toContainText("You receive");
        await shootAtEachWidth(page, [theme, "withdraw-crypto-quote.png"], {}, () => scrollToTop(page));
      });

      test("a withdrawal blocker", async ({ page, context, request, baseURL }) => {
        await signInWithCookie(context, baseURL, await demoPlayerToken(request, BLOCKED_PLAYER));
        await page.goto("/withdraw");
        await waitForServerDrawnParts(page);
        await expect(page.getByRole("region", { name: "You cannot withdraw yet" })).toBeVisible();
        await shootAtEachWidth(page, [theme, "withdraw-blocked.png"]);
      });

      test("a pending withdrawal, asked before it is cancelled", async ({ page, context, request, baseURL }) => {
        const token = await demoPlayerToken(request, PENDING_PLAYER);
        const answer = await post(request, token, "/api/payment/withdraw", {
          paymentMethodId: 3,
          amount: 30,
          beneficiaryName: "Wren Withdrawer",
          accountNumber: "12345678",
        });
        const id = answer.data?.transaction?.id;
        try {
          await signInWithCookie(context, baseURL, token);
          await page.goto("/withdraw");
          await waitForServerDrawnParts(page);
          const pending = page.getByTestId("pending-withdrawal");
          await pending.getByRole("button", { name: "Cancel withdrawal" }).click();
          await expect(pending).toContainText("without fees");
          const meta = pending.locator(".casino-PendingWithdrawals-meta");
          // The request's time is the reference API's clock, which the journeys move on; the mask
          // takes the colour of the surface under it at each width, so it reads as a blank line.
          await shootAtEachWidth(
            page,
            [theme, "withdraw-pending.png"],
            async () => ({ mask: [meta], maskColor: await surfaceColour(meta) }),
            () => scrollToTop(page),
          );
        } finally {
          await post(request, token, "/api/payment/cancel-withdrawal", { transactionId: id });
        }
      });

      test("the transaction history", async ({ page, context, request, baseURL }) => {
        await signInWithCookie(context, baseURL, await demoPlayerToken(request, HISTORY_PLAYER));
        await page.goto("/profile/transactions");
        await waitForServerDrawnParts(page);
        await expect(page.getByTestId("transaction").first()).toBeVisible();
        await shootAtEachWidth(page, [theme, "transactions.png"], { fullPage: true });
      });

      test("the transaction history filtered to deposits", async ({ page, context, request, baseURL }) => {
        await signInWithCookie(context, baseURL, await demoPlayerToken(request, HISTORY_PLAYER));
        await page.goto("/profile/transactions?type=deposit&status=completed");
        await waitForServerDrawnParts(page);
        await expect(page.getByRole("link", { name: "Clear filters" })).toBeVisible();
        await expect(page.getByTestId("transaction").first()).toBeVisible();
        await shootAtEachWidth(page, [theme, "transactions-filtered.png"]);
      });
    });

    // Per width: each picture is of the viewport where the presses left the page scrolled (the
    // field explained, the amount refused), a different place at each width; after a resize the
    // phone's scroll stays, so a fresh load per width.
    atEachWidth((width) => {
      test("the withdrawal form with a field explained", async ({ page, context, request, baseURL }) => {
        await signInWithCookie(context, baseURL, await demoPlayerToken(request, FREE_PLAYER));
        await page.goto("/withdraw");
        await waitForServerDrawnParts(page);
        await page.getByRole("radio", { name: "Skrill" }).check();
        await page.getByRole("textbox", { name: /Bank code/ }).fill("SBIN");
        await page.getByRole("button", { name: "Request withdrawal" }).click();
        await expect(page.getByRole("textbox", { name: /Bank code/ })).toHaveAttribute("aria-invalid", "true");
        await settle(page);
        await expect(page).toHaveScreenshot([theme, width, "withdraw-form.png"]);
      });

      test("an instant withdrawal above what the day's allowance leaves, refused in words", async ({
        page,
        context,
        request,
        baseURL,
      }) => {
        await signInWithCookie(context, baseURL, await demoPlayerToken(request, FREE_PLAYER));
        await page.goto("/withdraw");
        await waitForServerDrawnParts(page);
        await page.getByRole("radio", { name: "Skrill" }).check();
        await page.getByRole("textbox", { name: /Amount/ }).fill("600");
        await page.getByRole("checkbox", { name: /Instant withdrawal/ }).check();
        await page.getByRole("button", { name: "Request withdrawal" }).click();
        const amount = page.getByRole("textbox", { name: /Amount/ });
        await expect(amount).toHaveAccessibleDescription(/Only €500.00 can be withdrawn instantly now/);
        await amount.scrollIntoViewIfNeeded();
        await settle(page);
        await expect(page).toHaveScreenshot([theme, width, "withdraw-instant-refused.png"]);
      });
    });
  });
}
