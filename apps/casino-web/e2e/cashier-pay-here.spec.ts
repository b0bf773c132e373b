import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { openCashier, signInForCashier } from "./cashier-session";
import { E2E_NOW } from "./clock";
import { expect, test } from "./fixtures";

const UPI_LINK = "upi://pay?pa=democasino@icici&pn=Demo%20Casino&am=100&cu=INR&tr=9001";

/** Sends a UPI deposit of ₹100.00 from the deposit form. */
async function sendUpiDeposit(page: Page) {
  const cashier = page.getByRole("main");
  await cashier.getByRole("radio", { name: "UPI" }).check();
  await cashier.getByRole("button", { name: "₹100.00" }).click();
  await cashier.getByRole("button", { name: /^Deposit/ }).click();
}

/** Opens the cashier and starts a UPI deposit of ₹100.00 for the UPI journeys' player. */
async function startUpiDeposit(page: Page) {
  await openCashier(page);
  await sendUpiDeposit(page);
}

/** Answers the next deposit calls with `answers`, one each, as a provider would. */
async function answerDeposits(page: Page, answers: Record<string, unknown>[]) {
  const queue = [...answers];
  await page.route("**/api/payment/deposit", async (route) => {
    const data = queue.shift();
    if (!data) return route.continue();
    await route.fulfill({ json: { success: true, data: { transactionId: 9001, status: "pending", ...data } } });
  });
}

test("a Bitcoin deposit shows the address, its network and QR code, copies it, and says in words when the copy is refused", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInForCashier({ context, request, baseURL }, "satoshi@demo.casino");
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openCashier(page);
  const cashier = page.getByRole("main");
  await cashier.getByRole("radio", { name: "Bitcoin" }).check();
  await cashier.getByRole("textbox", { name: /Amount/ }).fill("0.001");
  await cashier.getByRole("button", { name: /^Deposit/ }).click();

  const payment = cashier.getByRole("region", { name: /^Send .*0\.001.* to this address$/ });
  await expect(payment).toContainText("Network: Bitcoin");
  const address = (await payment.locator("code").textContent()) ?? "";
  expect(address).toMatch(/^bc1q[0-9a-f]{38}$/);
  await expect(payment.getByRole("img", { name: "QR code of the deposit address" })).toHaveAttribute(
    "src",
    /^data:image\/svg\+xml;base64,/,
  );
  await expectNoAxeViolations(page);

  await payment.getByRole("button", { name: "Copy address" }).click();
  await expect(payment.getByRole("status")).toHaveText("Address copied.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException("Denied", "NotAllowedError"));
  });
  await payment.getByRole("button", { name: "Copy address" }).click();
  await expect(payment.getByRole("alert")).toHaveText(
    "The address could not be copied: select it and copy it yourself.",
  );
  await payment.getByRole("button", { name: "Choose another method" }).click();
  await expect(cashier.getByRole("radio", { name: "Bitcoin" })).toBeVisible();
});

test("a UPI deposit shows its QR code, the link to the UPI app and until when it can be paid", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInForCashier({ context, request, baseURL }, "upi@demo.casino");
  await startUpiDeposit(page);
  const payment = page.getByRole("region", { name: "Pay ₹100.00 with UPI" });
  await expect(payment.getByRole("img", { name: "UPI QR code" })).toBeVisible();
  await expect(payment.getByRole("link", { name: "Open in your UPI app" })).toHaveAttribute(
    "href",
    /^upi:\/\/pay\?pa=democasino@icici&pn=Demo%20Casino&am=100&cu=INR&tr=\d+$/,
  );
  await expect(payment).toContainText(/Scan and pay before \d{1,2}:\d{2}/);
  await expectNoAxeViolations(page);
});

test("an expired UPI QR code is said in words and a new one is a press away", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInForCashier({ context, request, baseURL }, "upi@demo.casino");
  const expired = new Date(E2E_NOW.getTime() - 60_000).toISOString();
  const fresh = new Date(E2E_NOW.getTime() + 15 * 60_000).toISOString();
  await answerDeposits(page, [
    { qrCode: UPI_LINK, paymentLink: UPI_LINK, expiresAt: expired },
    { qrCode: UPI_LINK, paymentLink: UPI_LINK, expiresAt: fresh },
  ]);
  await startUpiDeposit(page);
  const payment = page.getByRole("region", { name: "Pay ₹100.00 with UPI" });
  await expect(payment.getByRole("alert")).toHaveText("The QR code has expired. Get a new QR code to pay.");
  await expect(payment.getByRole("img")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await payment.getByRole("button", { name: "Get a new QR code" }).click();
  await expect(payment.getByRole("img", { name: "UPI QR code" })).toBeVisible();
  await expect(payment.getByRole("alert")).toHaveCount(0);
});

test("an undecodable QR code keeps the link to the UPI app, and an invalid UPI link is said in words", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInForCashier({ context, request, baseURL }, "upi@demo.casino");
  await answerDeposits(page, [
    // More than the largest QR code holds.
    { qrCode: "x".repeat(8000), paymentLink: UPI_LINK },
    { qrCode: "https://pay.example/qr", paymentLink: "https://pay.example/upi?pa=democasino@icici" },
  ]);
  await startUpiDeposit(page);
  const payment = page.getByRole("region", { name: "Pay ₹100.00 with UPI" });
  await expect(payment.getByRole("alert")).toHaveText(
    "The QR code could not be read. Pay with the link to your UPI app instead.",
  );
  await expect(payment.getByRole("link", { name: "Open in your UPI app" })).toHaveAttribute("href", UPI_LINK);
  await expectNoAxeViolations(page);

  await payment.getByRole("button", { name: "Choose another method" }).click();
  await sendUpiDeposit(page);
  await expect(payment.getByRole("alert")).toHaveText(
    "The UPI link is not valid. Try again for a new one, or choose another method.",
  );
  await expect(payment.getByRole("link")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
