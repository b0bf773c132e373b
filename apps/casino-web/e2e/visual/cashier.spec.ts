import type { Page } from "@playwright/test";
import { E2E_NOW } from "../clock";
import { expect, test } from "../fixtures";
import { demoPlayerToken } from "../reference-api";
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

// Players whose wallets no journey changes, so the header's balance is the same in every run.
const DEPOSITING_PLAYER = "unverified@demo.casino";
const EXCLUDED_PLAYER = "excluded@demo.casino";
// Only the screenshots use this one: the burn question is drawn and never answered.
const BONUS_PLAYER = "bonusview@demo.casino";
// Only the screenshots use this one: the profile step is drawn and never sent.
const INCOMPLETE_PLAYER = "freshview@demo.casino";
const UPI_LINK = "upi://pay?pa=democasino@icici&pn=Demo%20Casino&am=100&cu=INR&tr=9001";
const BITCOIN_ADDRESS = "bc1q0123456789abcdef0123456789abcdef012345";

/** Answers the page's next deposit as a provider would, so the back end records nothing. */
async function answerDeposit(page: Page, data: Record<string, unknown>) {
  await page.route("**/api/payment/deposit", (route) =>
    route.fulfill({ json: { success: true, data: { transactionId: 9001, status: "pending", ...data } } }),
  );
}

for (const theme of THEMES) {
  test.describe(`the cashier in the ${theme} theme`, () => {
    useSiteTheme(theme);

    test.describe("one load for both widths", () => {
      fromPhoneWidth();

      test("the deposit page: methods, amount and card form", async ({ page, context, request, baseURL }) => {
        await signInWithCookie(context, baseURL, await demoPlayerToken(request, DEPOSITING_PLAYER));
        await page.goto("/deposit");
        await waitForServerDrawnParts(page);
        await expect(page.getByRole("radio", { name: "Visa" })).toBeChecked();
        await expect(page.getByLabel("Card number")).toBeVisible();
        await shootAtEachWidth(page, [theme, "deposit.png"], { fullPage: true });
      });

      test("a deposit outcome modal", async ({ page, context, request, baseURL }) => {
        await signInWithCookie(context, baseURL, await demoPlayerToken(request, DEPOSITING_PLAYER));
        await page.goto("/deposit?modal=deposit-decline&met=visa");
        await waitForServerDrawnParts(page);
        await expect(page.getByRole("dialog", { name: "Deposit declined" })).toBeVisible();
        await shootAtEachWidth(page, [theme, "deposit-declined.png"]);
      });

      test("a Bitcoin deposit: the address, its network and QR code", async ({ page, context, request, baseURL }) => {
        await signInWithCookie(context, baseURL, await demoPlayerToken(request, "satoshi@demo.casino"));
        await answerDeposit(page, {
          walletAddress: BITCOIN_ADDRESS,
          qrCode: `bitcoin:${BITCOIN_ADDRESS}`,
          network: "Bitcoin",
        });
        await page.goto("/deposit");
        await waitForServerDrawnParts(page);
        const cashier = page.getByRole("main");
        await cashier.getByRole("radio", { name: "Bitcoin" }).check();
        await cashier.getByRole("textbox", { name: /Amount/ }).fill("0.001");
        await cashier.getByRole("button", { name: /^Deposit/ }).click();
        await expect(cashier.getByRole("img", { name: "QR code of the deposit address" })).toBeVisible();
        // The press scrolled the page; a full-page picture is taken from the top, the header in its place.
        await scrollToTop(page);
        await shootAtEachWidth(page, [theme, "deposit-crypto.png"], { fullPage: true }, () => scrollToTop(page));
      });

      test("a UPI deposit: the QR code, the app link and until when", async ({ page, context, request, baseURL }) => {
        await signInWithCookie(context, baseURL, await demoPlayerToken(request, "upi@demo.casino"));
        const validUntil = new Date(E2E_NOW.getTime() + 15 * 60_000).toISOString();
        await answerDeposit(page, { qrCode: UPI_LINK, paymentLink: UPI_LINK, expiresAt: validUntil });
        await page.goto("/deposit");
        await waitForServerDrawnParts(page);
        const cashier = page.getByRole("main");
        await cashier.getByRole("radio", { name: "UPI" }).check();
        await cashier.getByRole("button", { name: "₹100.00" }).click();
        await cashier.getByRole("button", { name: /^Deposit/ }).click();
        await expect(cashier.getByRole("img", { name: /QR code/ })).toBeVisible();
        // The press scrolled the page; a full-page picture is taken from the top, the header in its place.
        await scrollToTop(page);
        await shootAtEachWidth(page, [theme, "deposit-upi.png"], { fullPage: true }, () => scrollToTop(page));
      });

      test("the profile step before a first deposit: the missing fields asked for first", async ({
        page,
        context,
        request,
        baseURL,
      }) => {
        await signInWithCookie(context, baseURL, await demoPlayerToken(request, INCOMPLETE_PLAYER));
        await page.goto("/deposit");
        await waitForServerDrawnParts(page);
        await expect(page.getByRole("heading", { name: "Complete your profile to deposit" })).toBeVisible();
        await expect(page.getByRole("textbox", { name: "Address" })).toBeVisible();
        await shootAtEachWidth(page, [theme, "deposit-profile-step.png"], { fullPage: true });
      });

      test("the cashier closed for a self-excluded player", async ({ page, context, request, baseURL }) => {
        await signInWithCookie(context, baseURL, await demoPlayerToken(request, EXCLUDED_PLAYER));
        await page.goto("/deposit");
        await waitForServerDrawnParts(page);
        await expect(page.getByTestId("cashier-closed")).toBeVisible();
        await shootAtEachWidth(page, [theme, "cashier-closed.png"]);
      });
    });

    // Per width: the picture is of the viewport where the presses left the page scrolled, a
    // different place at each width; after a resize the phone's scroll stays, so a fresh load per width.
    atEachWidth((width) => {
      test("the burn question before a deposit with a new bonus", async ({ page, context, request, baseURL }) => {
        await signInWithCookie(context, baseURL, await demoPlayerToken(request, BONUS_PLAYER));
        await page.goto("/deposit");
        await waitForServerDrawnParts(page);
        const cashier = page.getByRole("main");
        await cashier.getByRole("radio", { name: "Skrill" }).check();
        await cashier
          .getByRole("radiogroup", { name: "Bonus with this deposit" })
          .getByRole("radio", { name: /Monday reload/ })
          .click();
        await cashier.getByRole("button", { name: "Deposit €25.00" }).click();
        const question = cashier.getByRole("group", { name: "Cancel your active bonus?" });
        await expect(question).toBeVisible();
        await question.scrollIntoViewIfNeeded();
        await settle(page);
        await expect(page).toHaveScreenshot([theme, width, "deposit-burn-question.png"]);
      });
    });
  });
}
